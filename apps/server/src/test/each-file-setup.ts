import { restartScenarioCursors } from "./scenario-cursors";

/**
 * Runs before every server test file. The server project shares one module graph per worker between files
 * (vitest.config.ts), so state a helper keeps in a module carries over from the file before; this puts it
 * back where a file of its own would find it.
 */
restartScenarioCursors();
