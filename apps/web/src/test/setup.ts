import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach } from "vitest";

// jsdom lacks layout APIs that input-otp and Radix probe for; plain stand-ins are enough for tests.
if (!document.elementFromPoint) document.elementFromPoint = () => null;
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// The web project shares one window between the files a worker runs (vitest.config.ts): each file starts at "/".
window.history.replaceState(null, "", "/");

// Screens are lazy-loaded chunks; on a busy CI machine the first import can take more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Sonner keeps every toast not yet dismissed and replays them to the next Toaster that mounts: in a window
  // shared between files, a toast left from one test would show up in the next file's screen.
  toast.dismiss();
  localStorage.clear();
  sessionStorage.clear();
});
