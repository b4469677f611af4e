import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { everyRoutePublic } from "../lib/route-access";
import { SESSION_COOKIE } from "../lib/session";
import { firstPaintFor, loadFirstPaintRenderer, withFirstPaint } from "./first-paint";
import { FirstScreenHints, type SessionUserJson } from "./first-screen-hints";
import { insertAt } from "./page-text";

/** Who a session cookie belongs to (the auth service's answer), or null. */
export type SessionLookup = (token: string) => Promise<SessionUserJson | null>;

/** Every non-/api path gets the single-page app, so the client router shows its own 404 screen. */
export async function serveWebApp(app: FastifyInstance, webDist: string, sessionUser: SessionLookup) {
  const indexHtml = path.join(webDist, "index.html");
  const hasWeb = existsSync(indexHtml);
  if (hasWeb) {
    // One route per built file, each public (lib/route-access.ts).
    await app.register(async (scope) => {
      everyRoutePublic(scope);
      await scope.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each asset (apps/web/vite.config.ts); no compression per request.
        preCompressed: true,
        // Source maps are never public (issue 23, finding 10): the build writes none (apps/web/vite.config.ts),
        // and one left in a dist by an older build is still not served.
        allowedPath: (pathname) => !isSourceMap(pathname),
        setHeaders: (res, filePath) => {
          // Hashed file names never change content, so they may be cached for good.
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            res.setHeader("cache-control", "public, max-age=31536000, immutable");
          }
        },
      });
    });
  }
  const page = hasWeb ? readFileSync(indexHtml, "utf8") : "";
  const hints = new FirstScreenHints(webDist);
  const renderFirstPaint = hasWeb ? await loadFirstPaintRenderer(webDist) : null;
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith("/api/") || request.url === "/api" || request.method !== "GET") {
      return reply
        .code(404)
        .send({ error: { code: "not_found", message: `No route for ${request.method} ${request.url.split("?")[0]}` } });
    }
    if (isSourceMap(request.url.split("?")[0]!)) return reply.code(404).type("text/plain").send("Not found.");
    if (!hasWeb) return reply.code(404).type("text/plain").send("The web app is not built: run npm run build.");
    const token = request.cookies[SESSION_COOKIE];
    const user = token ? await sessionUser(token) : null;
    // The page names who is signed in: it is this person's alone, never stored by a shared cache.
    reply.type("text/html").header("cache-control", "private, no-cache").header("vary", "Cookie, Accept-Encoding");
    if (!user) return sendCompressed(request, reply, page);
    const url = new URL(request.url, "http://app.invalid");
    const painted = renderFirstPaint ? await firstPaintFor(app, renderFirstPaint, request, url, user) : null;
    // Answers already in the page need no preload.
    const answered = new Set(painted?.answers.map((answer) => answer.url));
    const withHints = insertAt(page, "</head>", hints.tagsFor(url.pathname, url.search, user, answered), "before");
    return sendCompressed(request, reply, painted ? withFirstPaint(withHints, painted) : withHints);
  });
}

/** Also when spelled with escapes (`.%6Dap`), which the static files plugin decodes before it looks on disk. */
function isSourceMap(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not decodable: the plugin cannot find a file for it either.
  }
  return decoded.toLowerCase().endsWith(".map");
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The page is written per person (a painted screen is tens of KB), so it is compressed per request. */
async function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = request.headers["accept-encoding"] ?? "";
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header("content-encoding", "br").send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header("content-encoding", "gzip").send(await gzipAsync(html));
  return reply.send(html);
}
