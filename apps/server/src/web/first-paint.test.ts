import { randomUUID } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { miniatureWebDist } from "../test/miniature-web-dist";
import { createTestApp, signInReady } from "../test/test-app";

// A built app in miniature with a stand-in for the web build's server renderer: it writes down what it was
// given, so the tests see which answers the server fetched and for whom.
const webDist = miniatureWebDist({
  "index.html":
    '<!doctype html><html><head><title>DOWN</title><link rel="preload" as="style" crossorigin href="/assets/app-1.css" data-app-style><link rel="modulepreload-after-paint" crossorigin href="/assets/boot-1.js"></head><body><div id="root"></div></body></html>',
  ".ssr/render-first-paint.js": `export async function renderFirstPaint({ path, search, user, answers, timeZone }) {
    if (search === "?boom") throw new Error("renderer broke");
    const urls = answers.map((answer) => answer.url).join(" ");
    return '<link rel="preload" as="image" href="/media/first.svg" fetchPriority="high"/><main data-user="' + user.id + '" data-zone="' + (timeZone ?? "") + '">' + path + " from " + urls + "</main>";
  }`,
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ WEB_DIST: webDist });
});
afterAll(() => app.close());

const open = (url: string, cookie: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers: { cookie, ...headers } });

describe("a signed-in screen painted by the server", () => {
  it("arrives with the app's markup in its root, the answers it was drawn from, and a stylesheet that holds the paint", async () => {
    const me = await signInReady(app);
    const res = await open("/matches", me.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.body;
    // The renderer ran for this person with the screen's answers from the API.
    expect(body).toContain(
      `<div id="root" data-first-paint inert><main data-user="${me.id}" data-zone="">/matches from /api/matches/${me.id} /api/likes-you /api/favorites /api/notifications/unread-count /api/conversations/unread-count</main></div>`,
    );
    const answers = JSON.parse(
      /<script type="application\/json" id="first-answers">(.*?)<\/script>/.exec(body)?.[1] ?? "[]",
    );
    expect(answers).toEqual([
      { url: `/api/matches/${me.id}`, fills: { query: "matches" }, body: [] },
      // Likes you sits above the matches, so it is painted with them (docs/product.md#likes-you).
      { url: "/api/likes-you", fills: { query: "likesYou" }, body: { items: [], nextCursor: null } },
      { url: "/api/favorites", fills: { query: "favorites" }, body: { ids: [], nextCursor: null } },
      { url: "/api/notifications/unread-count", fills: { query: "unreadNotifications" }, body: { count: 0 } },
      { url: "/api/conversations/unread-count", fills: { query: "unreadMessages" }, body: { count: 0 } },
    ]);
    // The markup needs the styles, and its photo is asked for first thing.
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css" data-app-style>');
    expect(body.indexOf('<link rel="preload" as="image" href="/media/first.svg"')).toBeLessThan(
      body.indexOf("<title>"),
    );
    // An answer already in the page is not preloaded again.
    expect(body).not.toContain(`as="fetch" crossorigin="use-credentials" href="/api/matches/${me.id}"`);
  });

  it("paints dates in the zone the browser said it shows them in, when that is a zone", async () => {
    const me = await signInReady(app);
    const chicago = await open("/messages", `${me.cookie}; tz=America%2FChicago`);
    expect(chicago.body).toContain('data-zone="America/Chicago"');
    const tokyo = await open("/messages", `${me.cookie}; tz=%2B09%3A00`);
    expect(tokyo.body).toContain('data-zone="+09:00"');
    for (const zone of ["Not%2FA_Zone", "UTC%3Cscript%3E", "A".repeat(80), "%2B25%3A00", "%2B09%3A00%0A"]) {
      const res = await open("/messages", `${me.cookie}; tz=${zone}`);
      expect(res.body).toContain('data-zone=""');
    }
  });

  it("leaves screens common does not name, and screens whose answer failed, to the app", async () => {
    const me = await signInReady(app);
    for (const url of ["/settings", "/questions/adventure", `/profile/${randomUUID()}`]) {
      const res = await open(url, me.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain("data-first-paint");
      expect(res.body).toContain('rel="preload" as="style"');
    }
  });

  it("serves the page without a first paint when the renderer fails", async () => {
    const me = await signInReady(app);
    const res = await open("/matches?boom", me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("data-first-paint");
  });

  it("is compressed for a browser that accepts it, and varies with the cookie", async () => {
    const me = await signInReady(app);
    const res = await open("/dashboard", me.cookie, { "accept-encoding": "gzip, deflate, br" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toContain("Cookie");
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain("data-first-paint");
  });
});
