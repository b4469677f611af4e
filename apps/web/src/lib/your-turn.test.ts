import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";

const shown = vi.hoisted(() => [] as { title: string; options: { description?: string; action?: unknown } }[]);
vi.mock("@/lib/lazy-toast", () => ({
  toast: { error: (title: string, options: (typeof shown)[number]["options"]) => shown.push({ title, options }) },
}));

const { showYourTurn, YOUR_TURN_HREF } = await import("./your-turn");

const refusal = (code: string, status = 409) =>
  new ApiError(
    status,
    "Conflict",
    JSON.stringify({ error: { code, message: "It's your turn: 8 matches are waiting on your reply." } }),
  );

describe("showYourTurn", () => {
  it("says a your_turn refusal in the server's words, with a link to who is waiting", () => {
    const navigate = vi.fn();
    expect(showYourTurn(refusal("your_turn"), navigate)).toBe(true);
    const [toast] = shown;
    expect(toast?.title).toBe("Your turn");
    expect(toast?.options.description).toBe("It's your turn: 8 matches are waiting on your reply.");
    const action = toast?.options.action as { label: string; onClick: () => void };
    expect(action.label).toBe("See who's waiting");
    action.onClick();
    expect(navigate).toHaveBeenCalledWith(YOUR_TURN_HREF);
  });

  it("leaves every other failure to the caller", () => {
    expect(showYourTurn(refusal("conflict"), vi.fn())).toBe(false);
    expect(showYourTurn(new TypeError("Failed to fetch"), vi.fn())).toBe(false);
  });
});
