import { applyTheme, readStoredTheme } from "./theme/theme";

// Imported first by main.tsx: the CSP forbids an inline script in index.html, so the earliest moment to
// restore the dark theme is the first module the bundle evaluates, before React even loads.
applyTheme(readStoredTheme());
