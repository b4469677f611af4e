import type { FastifyRequest } from "fastify";

/**
 * Whether a browser sent this request from another site. SameSite=Lax alone lets a cross-site form post
 * (multipart, text/plain) or a top-level navigation carry the cookie; browsers always name the page's
 * origin on those (Origin, or Sec-Fetch-Site), so they are refused by name. A request with neither header
 * comes from a non-browser client, which cannot borrow a visitor's cookie, and is judged by its cookie.
 * `appOrigins` (APP_ORIGIN) lists the app's own origins; empty means the host the request was sent to.
 */
export function isCrossSite(request: FastifyRequest, appOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      return true; // "null" (sandboxed frames, file://) and garbage are never our pages.
    }
    if (appOrigins.length > 0) return !appOrigins.includes(parsed.origin);
    return parsed.host !== request.headers.host;
  }
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site !== "same-origin" && site !== "none";
  return false;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const changesState = (request: FastifyRequest) => !SAFE_METHODS.has(request.method);
