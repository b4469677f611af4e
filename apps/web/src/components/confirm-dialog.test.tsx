import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";

const base = {
  open: true,
  title: "Delete your account?",
  description: "Everything goes.",
  confirmLabel: "Delete Account",
  pendingLabel: "Deleting...",
};

describe("ConfirmDialog", () => {
  it("confirms with its destructive button and closes with Cancel", async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmDialog {...base} pending={false} onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    expect(screen.getByRole("dialog", { name: "Delete your account?" })).toHaveAccessibleDescription(
      "Everything goes.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Delete Account" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("while pending, reads the pending label and cannot be confirmed twice; Cancel stays usable", () => {
    render(<ConfirmDialog {...base} pending onConfirm={vi.fn()} onOpenChange={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Deleting..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeEnabled();
  });

  it("locks its own Cancel while pending when the step cannot be walked away from", () => {
    render(
      <ConfirmDialog
        {...base}
        pending
        onConfirm={vi.fn()}
        onOpenChange={vi.fn()}
        cancelLabel="Keep my account"
        lockCancelWhilePending
      />,
    );
    expect(screen.getByRole("button", { name: "Keep my account" })).toBeDisabled();
  });
});
