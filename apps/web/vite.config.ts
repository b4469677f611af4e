import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, URL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rolldown, type UserConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { AFTER_PAINT_REL } from "../../packages/common/src/after-paint";

const LIGHT = "#fbf8f6";
const ACCENT = "#e0475a";

/** Writes .br and .gz beside every text asset, so the server sends compressed files without compressing per request. */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|webmanifest|wasm|txt)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  let outDir = "dist";
  return {
    name: "down-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file) || statSync(file).size < 512) continue;
        const source = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * The app's stylesheet stops blocking first paint: the splash in index.html has its own inline styles, and
 * the app's content only appears once main.tsx has switched the preloaded sheet on (before React renders).
 */
function deferAppStylesheet(): Plugin {
  return {
    name: "down-defer-app-stylesheet",
    apply: "build",
    enforce: "post",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet"( crossorigin)? href="(\/assets\/[^"]+\.css)">/g,
          '<link rel="preload" as="style"$1 href="$2" data-app-style>',
        ),
    },
  };
}

/**
 * The entry (src/main.tsx) only waits for the first paint and then imports src/boot.tsx; the page names
 * boot's code, for the entry to fetch as modulepreload right after the first paint (AFTER_PAINT_REL in
 * common, decision 015) instead of discovering it only when boot's own import runs.
 */
function preloadBoot(): Plugin {
  return {
    name: "down-preload-boot",
    apply: "build",
    enforce: "post",
    transformIndexHtml: {
      order: "post",
      handler: (html, context) => {
        const chunks = Object.values(context.bundle ?? {}).filter((item) => item.type === "chunk");
        const boot = chunks.find((chunk) => chunk.facadeModuleId?.endsWith("/src/boot.tsx"));
        if (!boot) throw new Error("the build has no src/boot.tsx chunk");
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const child of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? []) visit(child);
        };
        visit(boot.fileName);
        const links = [...files].map((file) => `<link rel="${AFTER_PAINT_REL}" crossorigin href="/${file}">`);
        return html.replace("</head>", `${links.join("")}</head>`);
      },
    },
  };
}

/**
 * Vite's preload helper starts fetching a lazily imported chunk's own imports alongside it, from a list of
 * files written into the importing chunk. Those already loaded need no fetch: boot and everything it imports
 * (main.tsx starts them before it imports boot, preloadBoot above) and whatever the importing chunk itself
 * imports. Left in, each one costs a lookup in the page at every such import and its name in the list, which
 * boot carries into the sign-in screen's JavaScript (scripts/check-budget.mjs).
 */
function skipLoadedPreloads(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let bundle: Rolldown.OutputBundle | undefined;
  const closures = new Map<string, Set<string>>();
  const closure = (fileName: string): Set<string> => {
    const known = closures.get(fileName);
    if (known) return known;
    const files = new Set<string>();
    const visit = (name: string) => {
      if (files.has(name)) return;
      files.add(name);
      const item = bundle?.[name];
      for (const child of item?.type === "chunk" ? item.imports : []) visit(child);
    };
    visit(fileName);
    closures.set(fileName, files);
    return files;
  };
  return {
    plugin: {
      name: "down-skip-loaded-preloads",
      apply: "build",
      // Before Vite's own generateBundle writes the lists, which asks resolveDependencies below.
      generateBundle: {
        order: "pre",
        handler(_options, output) {
          bundle = output;
          closures.clear();
        },
      },
    },
    resolveDependencies(file, deps, { hostId }) {
      const boot = Object.values(bundle ?? {}).find(
        (item): item is Rolldown.OutputChunk =>
          item.type === "chunk" && Boolean(item.facadeModuleId?.endsWith("/src/boot.tsx")),
      );
      if (!boot) return deps;
      const loaded = new Set([...closure(boot.fileName), ...closure(hostId)]);
      const needed = deps.filter((dep) => dep !== file && !loaded.has(dep));
      // The chunk itself is fetched by the import; listed only to start with its imports, as Vite lists it.
      return needed.length > 0 && !loaded.has(file) ? [file, ...needed] : needed;
    },
  };
}
const loadedPreloads = skipLoadedPreloads();

/**
 * `vite build --ssr`: the server's first paint of a signed-in screen (src/first-paint/render-first-paint.tsx,
 * decision 015) as one self-contained file in dist/.ssr, which the server imports; the client build is below.
 */
const firstPaintBuild: UserConfig = {
  publicDir: false,
  plugins: [react()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  ssr: { noExternal: true, target: "node" },
  build: {
    ssr: "src/first-paint/render-first-paint.tsx",
    outDir: "dist/.ssr",
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: false } },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? firstPaintBuild : clientBuild));

const clientBuild: UserConfig = {
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      // A new version waits for the person to accept the update prompt (app/register-service-worker.ts).
      registerType: "prompt",
      injectRegister: false,
      includeAssets: ["favicon.svg", "icons/apple-touch-icon.png"],
      manifest: {
        name: "DOWN — Love evolved through shared experiences",
        short_name: "DOWN",
        description: "Answer statements about life, find people near you who share your experiences, and date.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        background_color: LIGHT,
        theme_color: ACCENT,
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        // The app shell opens offline; data (/api) is never cached or queued, so nothing stale is shown as
        // current and nothing is replayed that the server might refuse later.
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
        // Pages come from the server while it can be reached: a signed-in page names the person and their
        // first screen's code and data, or arrives with the screen painted (decisions 014, 015). The cached
        // shell answers when the network fails. A page is never cached: it is one person's.
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === "navigate" && !/^\/(api|uploads|auth)\//.test(url.pathname),
            handler: "NetworkOnly",
            options: { precacheFallback: { fallbackURL: "/index.html" } },
          },
        ],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        importScripts: ["/push-handler.js"],
        // No sw.js.map either (see build.sourcemap below).
        sourcemap: false,
      },
    }),
    deferAppStylesheet(),
    preloadBoot(),
    loadedPreloads.plugin,
    precompress(),
  ],
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      "use-sync-external-store/shim/index.js": fileURLToPath(
        new URL("./src/lib/use-sync-external-store-shim.ts", import.meta.url),
      ),
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The API and its WebSocket live on the Fastify server; one origin keeps the session cookie simple.
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false, ws: true } },
  },
  preview: { port: 4173 },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // No source maps in the production build: served next to the bundles they would hand anyone the app's
    // whole source (issue 23, finding 10). The service worker's build follows this setting (vite-plugin-pwa).
    sourcemap: false,
    // The server reads it to name a signed-in screen's chunks in the page (apps/server/src/web/first-screen-hints.ts).
    manifest: true,
    // Vite's modulepreload polyfill watches for added <link>s; main.tsx turns existing links into
    // modulepreloads, which it never saw. A browser without modulepreload (Safari before 17) fetches the
    // modules on import instead; nothing depends on it, so the entry does not carry it.
    modulePreload: { polyfill: false, resolveDependencies: loadedPreloads.resolveDependencies },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every signed-in screen used to fetch a dozen one-icon chunks (≈ 1.3 KB each with headers), a
          // request apiece on a phone's few connections; one icon chunk is fewer round trips. The login
          // screen draws its own two icons (features/auth/components/login-controls.tsx) and loads none.
          // Dependencies (React) stay where they were, or the entry would import the icon chunk for them.
          includeDependenciesRecursively: false,
          groups: [{ name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ }],
        },
      },
    },
  },
};
