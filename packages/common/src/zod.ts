import { z } from "zod";

// zod compiles object parsers with `new Function` when it finds eval allowed, and finds out by trying it. In the
// browser the app's CSP forbids eval, so the probe is a CSP violation on every signed-in screen (Lighthouse
// best-practices). jitless is read when a schema is built, so it is set here, before any schema of common is.
// The server has no such policy and keeps the faster compiled parsers.
if ("document" in globalThis) z.config({ jitless: true });

export { z };
