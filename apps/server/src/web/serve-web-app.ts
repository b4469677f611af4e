import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { SESSION_COOKIE } from "../lib/session";
import { FirstScreenHints, type SessionUserJson } from "./first-screen-hints";

/** Who a session cookie belongs to (the auth service's answer), or null. */
export type SessionLookup = (token: string) => Promise<SessionUserJson | null>;

/** Every non-/api path gets the single-page app, so the client router shows its own 404 screen. */
export async function serveWebApp(app: FastifyInstance, webDist: string, sessionUser: SessionLookup) {
  const indexHtml = path.join(webDist, "index.html");
  const hasWeb = existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/vite.config.ts); no compression per request.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Hashed file names never change content, so they may be cached for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header("cache-control", "public, max-age=31536000, immutable");
        }
      },
    });
  }
  const page = hasWeb ? readFileSync(indexHtml, "utf8") : "";
  const hints = new FirstScreenHints(webDist);
  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith("/api/") || request.url === "/api" || request.method !== "GET") {
      return reply
        .code(404)
        .send({ error: { code: "not_found", message: `No route for ${request.method} ${request.url.split("?")[0]}` } });
    }
    if (!hasWeb) return reply.code(404).type("text/plain").send("The web app is not built: run npm run build.");
    const token = request.cookies[SESSION_COOKIE];
    const user = token ? await sessionUser(token) : null;
    // The page names who is signed in: it is this person's alone, never stored by a shared cache.
    reply.type("text/html").header("cache-control", "private, no-cache").header("vary", "Cookie");
    if (!user) return reply.send(page);
    const url = new URL(request.url, "http://app.invalid");
    return reply.send(page.replace("</head>", `${hints.tagsFor(url.pathname, url.search, user)}</head>`));
  });
}
