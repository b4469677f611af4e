import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callsTo, json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { InviteDialog } from "./invite-dialog";
import { toLocalInput } from "./local-date-time";

const bea = { id: "22222222-2222-4222-8222-222222222222", name: "Bea" };
afterEach(() => vi.unstubAllGlobals());

function renderDialog(onOpenChange = vi.fn(), otherUser = bea) {
  renderScreen(<InviteDialog open onOpenChange={onOpenChange} otherUser={otherUser} />, "/matches");
  return onOpenChange;
}

describe("InviteDialog", () => {
  it("asks for a date type first; Send stays disabled and the other fields hidden until one is chosen", async () => {
    mockApi({});
    renderDialog();
    expect(screen.getByRole("heading", { name: "Invite Bea on a date" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
    expect(screen.queryByLabelText(/Date and time/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Place/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: /Hang/ }));
    expect(screen.getByRole("radio", { name: /Hang/ })).toBeChecked();
    expect(screen.getByLabelText(/Date and time/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Place/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Message/)).toHaveAttribute("maxLength", "500");
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
  });

  it("refuses a time in the past", async () => {
    mockApi({});
    renderDialog();
    await userEvent.click(screen.getByRole("radio", { name: /Romantic/ }));
    const when = screen.getByLabelText(/Date and time/);
    await userEvent.type(when, toLocalInput(new Date(Date.now() - 2 * 86_400_000)));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please choose a time that is not in the past");
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
  });

  it("sends the spec's payload, disables Send while sending, then says 'Invite sent!' and closes", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = mockApi({
      "POST /api/invites": async () => {
        await held;
        return json({ id: "x" }, 201);
      },
    });
    const onOpenChange = renderDialog();
    await userEvent.click(screen.getByRole("radio", { name: /Hang/ }));
    const at = new Date(Date.now() + 2 * 86_400_000);
    at.setSeconds(0, 0);
    await userEvent.type(screen.getByLabelText(/Date and time/), toLocalInput(at));
    await userEvent.type(screen.getByLabelText(/Place/), "Centennial Park");
    await userEvent.type(screen.getByLabelText(/Message/), "Coffee and a walk?");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    expect(await screen.findByText("Invite sent!")).toBeInTheDocument();
    expect(screen.getByText("Your hang invite has been sent to Bea.")).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(callsTo(fetchMock, "POST /api/invites")).toEqual([
      {
        senderId: TEST_USER.id,
        receiverId: bea.id,
        dateType: "hang",
        proposedDateTime: at.toISOString(),
        proposedLocation: "Centennial Park",
        message: "Coffee and a walk?",
        status: "pending",
        createdAt: expect.any(String),
      },
    ]);
  });

  it("shows the failure toast and stays open when sending fails", async () => {
    mockApi({
      "POST /api/invites": () =>
        json({ error: { code: "conflict", message: "You already have a pending invite to Bea" } }, 409),
    });
    const onOpenChange = renderDialog();
    await userEvent.click(screen.getByRole("radio", { name: /Play/ }));
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Failed to send invite. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("You already have a pending invite to Bea");
    await waitFor(() => expect(screen.getByRole("button", { name: "Send" })).toBeEnabled());
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("keeps a right-to-left name isolated in its title, and one full stop after an initial", async () => {
    mockApi({ "POST /api/invites": () => json({ id: "x" }, 201) });
    renderDialog(vi.fn(), { ...bea, name: "زينب D." });
    expect(screen.getByRole("heading", { name: "Invite زينب D. on a date" }).querySelector("bdi")).toHaveTextContent(
      "زينب D.",
    );
    await userEvent.click(screen.getByRole("radio", { name: /Hang/ }));
    const at = new Date(Date.now() + 2 * 86_400_000);
    await userEvent.type(screen.getByLabelText(/Date and time/), toLocalInput(at));
    await userEvent.type(screen.getByLabelText(/Place/), "Centennial Park");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByText("Your hang invite has been sent to زينب D.")).toBeInTheDocument();
  });
});
