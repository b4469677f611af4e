import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, json, mockApi, renderScreen } from "@/test/screen-harness";
import { SafetyMenu } from "./safety-menu";

const CAL = "22222222-2222-4222-8222-222222222222";

function renderMenu(routes: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    "POST /api/blocks": () => json({ ok: true }, 201),
    "POST /api/reports": () => json({ ok: true, id: "r1" }, 201),
    ...routes,
  });
  return { fetchMock, ...renderScreen(<SafetyMenu userId={CAL} name="Cal" leaveTo="/explore" />, "/profile/x") };
}

describe("SafetyMenu", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("blocks after the confirmation and leaves the screen", async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderMenu();
    await user.click(screen.getByRole("button", { name: "More options for Cal" }));
    await user.click(await screen.findByRole("menuitem", { name: "Block" }));
    expect(await screen.findByRole("dialog", { name: "Block Cal?" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Block" }));
    await waitFor(() => expect(callsTo(fetchMock, "POST /api/blocks")).toEqual([{ blockedUserId: CAL }]));
    await waitFor(() => expect(location.history?.at(-1)).toBe("/explore"));
  });

  it("cancelling the block sends nothing", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderMenu();
    await user.click(screen.getByRole("button", { name: "More options for Cal" }));
    await user.click(await screen.findByRole("menuitem", { name: "Block" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(callsTo(fetchMock, "POST /api/blocks")).toEqual([]);
  });

  it("asks for a reason, then sends the reason and trimmed details", async () => {
    const user = userEvent.setup();
    const { fetchMock, location } = renderMenu();
    await user.click(screen.getByRole("button", { name: "More options for Cal" }));
    await user.click(await screen.findByRole("menuitem", { name: "Report" }));
    const dialog = await screen.findByRole("dialog", { name: "Report Cal" });
    await user.click(screen.getByRole("button", { name: "Report" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please choose a reason");
    expect(callsTo(fetchMock, "POST /api/reports")).toEqual([]);
    await user.click(screen.getByRole("radio", { name: "Harassment" }));
    await user.type(screen.getByLabelText("Details (optional)"), "  Rude messages ");
    await user.click(screen.getByRole("button", { name: "Report" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST /api/reports")).toEqual([
        { reportedUserId: CAL, reason: "harassment", details: "Rude messages" },
      ]),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(location.history?.at(-1)).toBe("/explore");
  });

  it("shows the server's words when reporting is refused (daily limit)", async () => {
    const user = userEvent.setup();
    renderMenu({
      "POST /api/reports": () =>
        json({ error: { code: "rate_limited", message: "You have sent a lot of reports today." } }, 429),
    });
    await user.click(screen.getByRole("button", { name: "More options for Cal" }));
    await user.click(await screen.findByRole("menuitem", { name: "Report" }));
    await user.click(await screen.findByRole("radio", { name: "Scam or spam" }));
    await user.click(screen.getByRole("button", { name: "Report" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You have sent a lot of reports today.");
    expect(screen.getByRole("dialog", { name: "Report Cal" })).toBeInTheDocument();
  });
});

describe("SafetyMenu's button", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens the menu on the first press, and Escape brings focus back to it", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole("button", { name: "More options for Cal" }));
    expect(await screen.findByRole("menu")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "More options for Cal" })).toHaveFocus();
    // And it opens again from the keyboard.
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("menuitem", { name: "Report" })).toBeInTheDocument();
  });

  it("the browser's Back closes the open menu, then the open report dialog, before leaving the screen", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole("button", { name: "More options for Cal" }));
    expect(await screen.findByRole("menuitem", { name: "Report" })).toBeInTheDocument();
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    await user.click(screen.getByRole("button", { name: "More options for Cal" }));
    await user.click(await screen.findByRole("menuitem", { name: "Report" }));
    expect(await screen.findByRole("dialog", { name: "Report Cal" })).toBeInTheDocument();
    // The menu's own entry is taken off as it closes; the dialog's is put on once that has landed (a task later).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
