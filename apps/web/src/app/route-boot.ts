import { type FirstCard, firstScreenRequests } from "@down/common/first-screen";
import { photoSources } from "@down/common/photo-urls";
import { primeGet } from "@/lib/api-client";
import { CARD_PHOTO_SIZES } from "@/lib/card-photo";

/**
 * The first screen's data, asked for by the entry the moment it knows the person, while the signed-in
 * app's code is still downloading (route-prefetch.ts asks again from inside it, for later navigations, and
 * the api client hands it these answers). On a phone's slow network that code takes most of a second; the
 * data, and the first card's photo, no longer wait for it. The server names the same requests in the page
 * (`<link rel=preload>`), so they usually start even earlier and this only picks them up.
 */
interface CardLike {
  photo?: string | null;
  photos?: readonly string[];
}

const FIRST_CARD: Record<FirstCard, (body: unknown) => CardLike | null | undefined> = {
  match: (body) => (body as Array<{ profile?: CardLike | null }>)[0]?.profile,
  search: (body) => (body as { results?: CardLike[] }).results?.[0],
  profile: (body) => body as CardLike,
};

/** Starts the screen's requests; once a list arrives, its first card's photo starts loading too. */
export function bootScreenData(path: string, search: string, userId: string): void {
  for (const { url, firstCard } of firstScreenRequests(path, search, userId)) {
    const answer = primeGet(url);
    if (!firstCard) continue;
    answer
      .then((response) => (response.ok ? response.clone().json() : null))
      .then((body: unknown) => {
        const card = body ? FIRST_CARD[firstCard](body) : null;
        const photo = card?.photos?.[0] ?? card?.photo;
        if (photo) preloadImage(photo);
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
