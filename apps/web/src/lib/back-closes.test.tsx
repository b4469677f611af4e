import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { useBackCloses } from "./back-closes";

/** A page with one sheet over it, the way any screen opens a dialog. */
function Sheet() {
  const [open, setOpen] = useState(false);
  useBackCloses(open, () => setOpen(false));
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <div role="dialog" aria-label="Sheet">
          <button type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </div>
      ) : null}
    </>
  );
}

const back = () => act(() => window.history.back());

describe("useBackCloses", () => {
  it("Back closes the open sheet and stays on the page", async () => {
    const start = window.history.length;
    render(<Sheet />);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(window.history.length).toBe(start + 1);
    back();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(window.location.pathname).toBe("/");
  });

  it("closing from inside takes the sheet's history entry back off, so history does not grow", async () => {
    render(<Sheet />);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    const state = window.history.state as { downOverlays: number[] };
    expect(state.downOverlays).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() =>
      expect((window.history.state as { downOverlays?: number[] } | null)?.downOverlays ?? []).toEqual([]),
    );
    // Opened again right away, Back still closes it.
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    await waitFor(() => expect(screen.getByRole("dialog")).toBeInTheDocument());
    await waitFor(() => expect((window.history.state as { downOverlays?: number[] }).downOverlays).toHaveLength(1));
    back();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
