import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The API and its WebSocket live on the Fastify server; one origin keeps the session cookie simple.
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false, ws: true } },
  },
  preview: { port: 4173 },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true },
});
