import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { miniatureWebDist } from "../test/miniature-web-dist";
import { createTestApp, signIn } from "../test/test-app";

// A built app in miniature: index.html and the part of Vite's manifest the server reads.
const webDist = miniatureWebDist({
  "index.html": "<!doctype html><html><head><title>DOWN</title></head><body></body></html>",
  ".vite/manifest.json": JSON.stringify({
    "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react-1.js"] },
    "_react-1.js": { file: "assets/react-1.js" },
    "src/app/signed-in-app.tsx": { file: "assets/signed-in-app-1.js", imports: ["_react-1.js", "_query-1.js"] },
    "_query-1.js": { file: "assets/query-1.js" },
    "src/features/discover/pages/results-page.tsx": { file: "assets/results-page-1.js", imports: ["_query-1.js"] },
  }),
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ WEB_DIST: webDist });
});
afterAll(() => app.close());

describe("the page a signed-in person opens", () => {
  it("names them, the screen's code and its first requests, so none waits for the one before", async () => {
    const me = await signIn(app);
    const res = await app.inject({ method: "GET", url: "/results?sort=best", headers: { cookie: me.cookie } });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf("</head>"));
    const named = /<script type="application\/json" id="session-user">(.*?)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(named ?? "null")).toMatchObject({ id: me.id });
    // Named for the entry to fetch once the page has painted (decision 015), never fetched ahead of that paint.
    expect(head).toContain('<link rel="modulepreload-after-paint" crossorigin href="/assets/signed-in-app-1.js">');
    expect(head).toContain('<link rel="modulepreload-after-paint" crossorigin href="/assets/results-page-1.js">');
    expect(head).not.toContain('rel="modulepreload"');
    // Each chunk once, and none the entry already loads.
    expect(head.match(/query-1\.js/g)).toHaveLength(1);
    expect(head).not.toContain("react-1.js");
    expect(head).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/search?sort=best">',
    );
    expect(head).toContain(`href="/api/profiles/${me.id}"`);
    // The page is this person's: no shared cache may keep it.
    expect(res.headers["cache-control"]).toContain("private");
    expect(res.headers.vary).toContain("Cookie");
  });

  it("names nobody for a visitor without a session, or with one that ended", async () => {
    for (const cookie of [undefined, "sid=not-a-session"]) {
      const res = await app.inject({ method: "GET", url: "/dashboard", headers: cookie ? { cookie } : {} });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain("session-user");
      expect(res.body).not.toContain("modulepreload");
    }
  });

  it("keeps a name that holds markup inside its JSON", async () => {
    const me = await signIn(app);
    const saved = await app.inject({
      method: "PATCH",
      url: `/api/profiles/${me.id}`,
      headers: { cookie: me.cookie },
      payload: { name: "</script><script>alert(1)</script>", age: 30 },
    });
    expect(saved.statusCode).toBe(200);
    const res = await app.inject({ method: "GET", url: "/dashboard", headers: { cookie: me.cookie } });
    expect(res.body).not.toContain("<script>alert(1)");
    const named = /id="session-user">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(named ?? "null").name).toBe("</script><script>alert(1)</script>");
  });
});

describe("source maps", () => {
  // An older build's maps left in the dist: the server still never hands them out (issue 23, finding 10).
  const withMaps = miniatureWebDist({
    "index.html": "<!doctype html><html><head><title>DOWN</title></head><body></body></html>",
    "assets/index-1.js": "console.log(1);\n//# sourceMappingURL=index-1.js.map",
    "assets/index-1.js.map": '{"version":3,"sources":["../src/main.tsx"],"sourcesContent":["secret"]}',
    "assets/index-1.js.map.br": "compressed map",
    "sw.js.map": '{"version":3,"sources":["sw.ts"]}',
  });
  let mapsApp: FastifyInstance;
  beforeAll(async () => {
    mapsApp = await createTestApp({ WEB_DIST: withMaps });
  });
  afterAll(() => mapsApp.close());

  it("are not served, under any spelling, while the code beside them is", async () => {
    expect((await mapsApp.inject({ method: "GET", url: "/assets/index-1.js" })).statusCode).toBe(200);
    for (const url of ["/assets/index-1.js.map", "/sw.js.map", "/assets/index-1.js.MAP", "/assets/index-1.js.%6Dap"]) {
      for (const encoding of [undefined, "br, gzip"]) {
        const res = await mapsApp.inject({
          method: "GET",
          url,
          headers: encoding ? { "accept-encoding": encoding } : {},
        });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain("sourcesContent");
        expect(res.body).not.toContain("compressed map");
      }
    }
  });
});
