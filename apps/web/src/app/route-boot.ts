import { photoSources } from "@down/common/photo-urls";
import { primeGet } from "@/lib/api-client";
import { CARD_PHOTO_SIZES } from "@/lib/card-photo";

/**
 * The first screen's data, asked for by the entry the moment the session names the person, while the
 * signed-in app's code is still downloading (route-prefetch.ts asks again from inside it, for later
 * navigations, and the api client hands it these answers). On a phone's slow network that code is most of
 * a second, and the data and the first card's photo no longer wait for it. The URLs are the ones the screens
 * fetch (route-boot.test.ts holds them to route-prefetch's); a screen not listed just starts later.
 */
const UUID = /^\/profile\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

interface CardLike {
  photo?: string | null;
  photos?: readonly string[];
}
type FirstPhoto = (body: unknown) => CardLike | null | undefined;

const firstMatch: FirstPhoto = (body) => (body as Array<{ profile?: CardLike | null }>)[0]?.profile;

export function screenData(path: string, search: string, userId: string): Array<[string, FirstPhoto?]> {
  const matches = `/api/matches/${userId}`;
  switch (path) {
    case "/dashboard":
      return [[matches, firstMatch], ["/api/recently-viewed?limit=2&cursor=0"]];
    case "/matches":
      return [[matches, firstMatch]];
    case "/results": {
      const params = new URLSearchParams(search);
      // A category is checked against the list by the screen; priming only the plain search keeps that list
      // out of the entry.
      if (params.has("category")) return [];
      const sort = params.get("sort") === "best" ? "best" : "nearest";
      return [
        [`/api/search?sort=${sort}`, (body) => (body as { results?: CardLike[] }).results?.[0]],
        [`/api/profiles/${userId}`],
      ];
    }
    case "/messages":
      return [["/api/conversations?limit=50"]];
    default: {
      const id = UUID.exec(path)?.[1];
      return id ? [[`/api/public-profiles/${id}`, (body) => body as CardLike]] : [];
    }
  }
}

/** Starts the screen's requests; once a list arrives, its first card's photo starts loading too. */
export function bootScreenData(path: string, search: string, userId: string): void {
  for (const [url, firstPhoto] of screenData(path, search, userId)) {
    const answer = primeGet(url);
    if (!firstPhoto) continue;
    answer
      .then((response) => (response.ok ? response.clone().json() : null))
      .then((body: unknown) => {
        const card = body ? firstPhoto(body) : null;
        const url = card?.photos?.[0] ?? card?.photo;
        if (url) preloadImage(url);
      })
      .catch(() => {
        // The screen's own request reports failures; a missed photo preload only costs time.
      });
  }
}

function preloadImage(url: string) {
  const { src, srcSet } = photoSources(url);
  const link = document.createElement("link");
  const attributes: Record<string, string> = { rel: "preload", as: "image", href: src, fetchpriority: "high" };
  if (srcSet) Object.assign(attributes, { imagesrcset: srcSet, imagesizes: CARD_PHOTO_SIZES });
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}
