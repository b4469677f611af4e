import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type FirstAnswer, firstScreenRequests, paintedOnServer, TIME_ZONE_COOKIE } from "@down/common/first-screen";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SessionUserJson } from "./first-screen-hints";
import { insertAt, jsonForScript } from "./page-text";

/** The web build's server renderer (apps/web/src/first-paint/render-first-paint.tsx). */
export type FirstPaintRenderer = (input: {
  path: string;
  search: string;
  user: SessionUserJson;
  answers: readonly FirstAnswer[];
  timeZone?: string;
}) => Promise<string | null> | string | null;

/** What the page gains: the screen's markup and the answers it was drawn from, for the app to take over with. */
export interface FirstPaint {
  markup: string;
  answers: readonly FirstAnswer[];
}

const RENDERER_FILE = path.join(".ssr", "render-first-paint.js");

/** The renderer the web build wrote beside the app, or null (a build without it paints in the browser only). */
export async function loadFirstPaintRenderer(webDist: string): Promise<FirstPaintRenderer | null> {
  const file = path.join(webDist, RENDERER_FILE);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderFirstPaint?: FirstPaintRenderer };
  return module.renderFirstPaint ?? null;
}

/**
 * Decision 015: for a screen common's `paintedOnServer` names, the server asks its own API for the
 * screen's first answers (as this person, from this person's address, so every rule and limit applies as if
 * the browser had asked) and renders the screen with them. Anything that fails leaves the page as it was:
 * the app then paints the screen itself, only later.
 */
export async function firstPaintFor(
  app: FastifyInstance,
  render: FirstPaintRenderer,
  request: FastifyRequest,
  url: URL,
  user: SessionUserJson,
): Promise<FirstPaint | null> {
  if (!paintedOnServer(url.pathname, url.search)) return null;
  const wanted = firstScreenRequests(url.pathname, url.search, user.id);
  try {
    const replies = await Promise.all(
      wanted.map(async ({ url: apiUrl, fills }): Promise<FirstAnswer | null> => {
        const reply = await app.inject({
          method: "GET",
          url: apiUrl,
          remoteAddress: request.ip,
          headers: { cookie: request.headers.cookie ?? "" },
        });
        return reply.statusCode === 200 ? { url: apiUrl, fills, body: reply.json() as unknown } : null;
      }),
    );
    const answers = replies.filter((reply) => reply !== null);
    // A screen missing an answer would paint an error or a skeleton: the app does that better itself.
    if (answers.length < wanted.length) return null;
    const timeZone = browserTimeZone(request);
    const markup = await render({ path: url.pathname, search: url.search, user, answers, timeZone });
    return markup ? { markup, answers } : null;
  } catch (error) {
    request.log.warn({ err: error }, "first paint failed; the app paints this screen itself");
    return null;
  }
}

/** Longest IANA zone name taken from a cookie (the longest real one is about 30 characters). */
const LONGEST_ZONE = 64;
/** A UTC offset as browsers send it (apps/web/src/lib/remember-time-zone.ts), within the offsets in use. */
const UTC_OFFSET = /^[+-](0\d|1[0-4]):[0-5]\d$/;

/**
 * The zone the browser shows dates in, as it said in its TIME_ZONE_COOKIE (a UTC offset, or an IANA name this
 * server knows): the screen is painted with the dates the browser will draw.
 */
function browserTimeZone(request: FastifyRequest): string | undefined {
  const zone = request.cookies[TIME_ZONE_COOKIE];
  if (!zone || zone.length > LONGEST_ZONE) return undefined;
  if (UTC_OFFSET.test(zone)) return zone;
  if (!/^[A-Za-z0-9_+\-/]+$/.test(zone)) return undefined;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/**
 * The page with the screen painted in it: the app's markup in #root (inert until the app has hydrated it),
 * its answers as JSON before it, the stylesheet blocking.
 */
export function withFirstPaint(page: string, { markup, answers }: FirstPaint): string {
  // React opens the markup with its photo preloads; at the top of <head> the photo is asked for before the
  // app's code, not after it (a phone has six connections to share).
  const leadingPreloads = /^(?:<link rel="preload" as="image"[^>]*>)+/.exec(markup)?.[0] ?? "";
  const body = markup.slice(leadingPreloads.length);
  // Every piece goes in by position (page-text.ts): markup and answers hold what people wrote.
  let painted = insertAt(page, "<head>", leadingPreloads, "after");
  // The markup needs the app's styles at its first paint, so the sheet blocks rendering again here.
  painted = painted.replace(
    /<link rel="preload" as="style"( crossorigin)? href="([^"]+\.css)" data-app-style>/,
    (_, crossorigin = "", href) => `<link rel="stylesheet"${crossorigin} href="${href}" data-app-style>`,
  );
  return insertAt(
    painted,
    '<div id="root"></div>',
    `<script type="application/json" id="first-answers">${jsonForScript(answers)}</script><div id="root" data-first-paint inert>${body}</div>`,
    "instead",
  );
}
