import type { RegisterSWOptions } from "vite-plugin-pwa/types";
import { describe, expect, it, vi } from "vitest";

const registered = vi.hoisted(() => ({ options: undefined as RegisterSWOptions | undefined, update: vi.fn() }));
vi.mock("virtual:pwa-register", () => ({
  registerSW: (options: RegisterSWOptions) => {
    registered.options = options;
    return registered.update;
  },
}));
const toasts = vi.hoisted(() => ({ message: vi.fn() }));
vi.mock("@/lib/lazy-toast", () => ({ toast: toasts }));

import { registerServiceWorker } from "./register-service-worker";

describe("the service worker", () => {
  it("asks before switching to a new version, and switches when the person says so", () => {
    registerServiceWorker();
    expect(toasts.message).not.toHaveBeenCalled();
    registered.options?.onNeedRefresh?.();
    expect(toasts.message).toHaveBeenCalledWith(
      "A new version of DOWN is ready",
      expect.objectContaining({ description: "Reload to get the latest.", duration: Number.POSITIVE_INFINITY }),
    );
    const [, options] = toasts.message.mock.calls[0] ?? [];
    expect(registered.update).not.toHaveBeenCalled();
    options.action.onClick();
    expect(registered.update).toHaveBeenCalledWith(true);
  });
});
