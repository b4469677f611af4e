import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from "./dialog";

function Controlled() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Invite
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Invite Ann</DialogTitle>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("closes on the browser's Back before the page is left (controlled)", async () => {
    render(<Controlled />);
    await userEvent.click(screen.getByRole("button", { name: "Invite" }));
    expect(await screen.findByRole("dialog", { name: "Invite Ann" })).toBeInTheDocument();
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("closes on Back when it opened by its own trigger (uncontrolled)", async () => {
    render(
      <Dialog>
        <DialogTrigger>Photo</DialogTrigger>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Photo 1 of 3</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Photo" }));
    expect(await screen.findByRole("dialog", { name: "Photo 1 of 3" })).toBeInTheDocument();
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
