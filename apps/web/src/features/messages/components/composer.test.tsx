import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { Composer, type ComposerHandle } from "./composer";

function setup() {
  const onSend = vi.fn();
  const onTyping = vi.fn();
  render(<Composer onSend={onSend} onTyping={onTyping} />);
  return { onSend, onTyping, user: userEvent.setup() };
}

describe("Composer", () => {
  it("keeps Send disabled until the trimmed text has something", async () => {
    const { user } = setup();
    const send = screen.getByRole("button", { name: "Send message" });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText("Message"), "   ");
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText("Message"), "hi");
    expect(send).toBeEnabled();
  });

  it("sends on Enter, makes a new line on Shift+Enter, and clears the input", async () => {
    const { user, onSend, onTyping } = setup();
    const input = screen.getByLabelText("Message");
    await user.type(input, "line one{Shift>}{Enter}{/Shift}line two");
    expect(onSend).not.toHaveBeenCalled();
    expect(input).toHaveValue("line one\nline two");
    expect(onTyping).toHaveBeenCalled();
    await user.type(input, "{Enter}");
    expect(onSend).toHaveBeenCalledWith("text", "line one\nline two");
    expect(input).toHaveValue("");
    await user.type(input, "{Enter}");
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it("asks a question in question mode, then leaves question mode", async () => {
    const { user, onSend } = setup();
    await user.click(screen.getByRole("button", { name: "Ask a custom question" }));
    expect(screen.getByRole("button", { name: "Switch to message" })).toHaveAttribute("aria-pressed", "true");
    await user.type(screen.getByLabelText("Custom question"), "  Ever been camping?  ");
    await user.click(screen.getByRole("button", { name: "Send question" }));
    expect(onSend).toHaveBeenCalledWith("question", "Ever been camping?");
    expect(screen.getByLabelText("Message")).toHaveValue("");
    expect(screen.getByRole("button", { name: "Ask a custom question" })).toHaveAttribute("aria-pressed", "false");
  });

  it("shows a counter from 1,800 characters and never cuts a long paste: it says so and keeps the text", async () => {
    const { user, onSend } = setup();
    const input = screen.getByLabelText("Message");
    await user.click(input);
    await user.paste("a".repeat(1799));
    expect(screen.queryByTestId("composer-counter")).not.toBeInTheDocument();
    await user.paste("b".repeat(151));
    expect(screen.getByTestId("composer-counter")).toHaveTextContent("1,950 / 2,000");
    expect(screen.getByRole("button", { name: "Send message" })).toBeEnabled();
    await user.clear(input);
    await user.paste("x".repeat(5000));
    // The whole paste is still there to edit, Send waits, and the person is told by how much to shorten it.
    expect(input).toHaveValue("x".repeat(5000));
    expect(screen.getByRole("alert")).toHaveTextContent("3,000 characters over");
    expect(screen.getByTestId("composer-counter")).toHaveTextContent("5,000 / 2,000");
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();
    await user.type(input, "{Enter}");
    expect(onSend).not.toHaveBeenCalled();
  });

  it("takes an opener from outside into the input, ready to edit", async () => {
    const onSend = vi.fn();
    const handle = createRef<ComposerHandle>();
    render(<Composer onSend={onSend} onTyping={() => {}} handle={handle} />);
    act(() => handle.current?.fill("Where did the road trip go?"));
    expect(screen.getByLabelText("Message")).toHaveValue("Where did the road trip go?");
    expect(screen.getByLabelText("Message")).toHaveFocus();
  });
});
