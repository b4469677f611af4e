import type { ChatbotReply, ChatMessage } from "@down/common/schemas/chatbot";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AppShell } from "@/app/shell/app-shell";
import { callsTo, json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";

const HISTORY = `/api/chatbot/history/${TEST_USER.id}`;

/** A server that keeps the conversation and answers with `answer(question)`. */
function chatServer(answer: (question: string) => Partial<ChatbotReply> = () => ({})) {
  let stored: ChatMessage[] = [];
  const fetchMock = mockApi({
    [`GET ${HISTORY}`]: () => json(stored),
    [`DELETE ${HISTORY}`]: () => {
      const deleted = stored.length;
      stored = [];
      return json({ ok: true, deleted });
    },
    "POST /api/chatbot/message": (body) => {
      const { message } = body as { message: string };
      const reply: ChatbotReply = {
        role: "assistant",
        content: `About ${message}`,
        includesVisual: false,
        visualType: null,
        suggestions: [],
        ...answer(message),
      };
      stored = [
        ...stored,
        { role: "user", content: message, includesVisual: false, visualType: null },
        {
          role: "assistant",
          content: reply.content,
          includesVisual: reply.includesVisual,
          visualType: reply.visualType,
        },
      ];
      return json(reply);
    },
  });
  return { fetchMock, stored: () => stored };
}

async function openPanel() {
  await userEvent.click(await screen.findByRole("button", { name: "Open LOVE assistant" }));
  return screen.findByRole("dialog", { name: "LOVE assistant" });
}

const input = () => screen.getByRole("textbox", { name: "Ask LOVE a question" });

describe("the LOVE panel", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for history only once open, and greets a first visit with four suggested questions", async () => {
    const { fetchMock } = chatServer();
    renderScreen(<AppShell>page</AppShell>, "/dashboard");
    await screen.findByRole("button", { name: "Open LOVE assistant" });
    expect(callsTo(fetchMock, `GET ${HISTORY}`)).toHaveLength(0);

    const panel = await openPanel();
    expect(await within(panel).findByText(/Hi, I'm LOVE!/)).toBeInTheDocument();
    const chips = within(panel).getByRole("list", { name: "Suggested questions" });
    expect(
      within(chips)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([
      "How does matching work?",
      "How do I invite someone on a date?",
      "How many matches do I have?",
      "How do I block someone?",
    ]);
    expect(callsTo(fetchMock, `GET ${HISTORY}`)).toHaveLength(1);
    await waitFor(() => expect(input()).toHaveFocus());
  });

  it("sends on Enter, not on Shift+Enter or blank text, shows a spinner while pending, then the refreshed history", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fetchMock } = chatServer();
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === "POST") await gate;
      return original ? original(url, init) : new Response("");
    });
    renderScreen(<AppShell>page</AppShell>, "/dashboard");
    const panel = await openPanel();
    await within(panel).findByText(/Hi, I'm LOVE!/);

    await userEvent.type(input(), "   {Enter}");
    expect(callsTo(fetchMock, "POST /api/chatbot/message")).toHaveLength(0);
    await userEvent.clear(input());
    await userEvent.type(input(), "first line{Shift>}{Enter}{/Shift}second line");
    expect(input()).toHaveValue("first line\nsecond line");
    expect(callsTo(fetchMock, "POST /api/chatbot/message")).toHaveLength(0);

    await userEvent.type(input(), "{Enter}");
    expect(await within(panel).findByRole("button", { name: "Sending" })).toBeDisabled();
    expect(within(within(panel).getByRole("log")).getByText("first line second line")).toBeInTheDocument();
    // A second Enter while the first is on its way sends nothing.
    await userEvent.type(input(), "{Enter}");
    expect(callsTo(fetchMock, "POST /api/chatbot/message")).toEqual([
      { userId: TEST_USER.id, message: "first line\nsecond line" },
    ]);

    await act(async () => release());
    expect(await within(panel).findByText("About first line second line")).toBeInTheDocument();
    expect(input()).toHaveValue("");
    expect(callsTo(fetchMock, `GET ${HISTORY}`)).toHaveLength(2);
    const log = within(panel).getByRole("log", { name: "Conversation with LOVE" });
    expect(log).toHaveAttribute("aria-live", "polite");
  });

  it("sends a suggestion chip, and offers the chips again when LOVE did not understand", async () => {
    const { fetchMock } = chatServer((q) =>
      q === "weather?"
        ? { content: "I'm not sure I understood that one.", suggestions: ["How do I block someone?"] }
        : {},
    );
    renderScreen(<AppShell>page</AppShell>, "/dashboard");
    const panel = await openPanel();
    await userEvent.click(await within(panel).findByRole("button", { name: "How does matching work?" }));
    expect(await within(panel).findByText("About How does matching work?")).toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/chatbot/message")).toEqual([
      { userId: TEST_USER.id, message: "How does matching work?" },
    ]);

    await userEvent.type(input(), "weather?{Enter}");
    const chips = await within(panel).findByRole("list", { name: "Try asking" });
    await userEvent.click(within(chips).getByRole("button", { name: "How do I block someone?" }));
    expect(await within(panel).findByText("About How do I block someone?")).toBeInTheDocument();
  });

  it("follows an in-app link in an answer and closes, returning focus to the nav button", async () => {
    chatServer(() => ({ content: "Switch it in Settings. [Open Settings](/settings)" }));
    const { location } = renderScreen(<AppShell>page</AppShell>, "/dashboard");
    const panel = await openPanel();
    await userEvent.type(input(), "dark mode{Enter}");
    await userEvent.click(await within(panel).findByRole("link", { name: "Open Settings" }));
    expect(location.history?.at(-1)).toBe("/settings");
    expect(screen.queryByRole("dialog", { name: "LOVE assistant" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open LOVE assistant" })).toHaveFocus();
  });

  it("brings a linked card into view on the screen already open (LOVE asked on Settings)", async () => {
    chatServer(() => ({ content: "Take a break instead. [Pause my account](/settings#pause)" }));
    const scrolled = vi.fn();
    const { location } = renderScreen(
      <AppShell>
        <div
          id="pause"
          ref={(node) => {
            if (node) node.scrollIntoView = scrolled;
          }}
        />
      </AppShell>,
      "/settings",
    );
    const panel = await openPanel();
    await userEvent.type(input(), "delete my account{Enter}");
    await userEvent.click(await within(panel).findByRole("link", { name: "Pause my account" }));
    expect(location.history?.at(-1)).toBe("/settings#pause");
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith({ block: "center" }));
  });

  it("closes with Escape and with the close button, and the history is there on reopening", async () => {
    const { fetchMock } = chatServer();
    renderScreen(<AppShell>page</AppShell>, "/dashboard");
    let panel = await openPanel();
    await within(panel).findByText(/Hi, I'm LOVE!/);
    await userEvent.type(input(), "hello{Enter}");
    await within(panel).findByText("About hello");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Open LOVE assistant" })).toHaveFocus();

    panel = await openPanel();
    expect(await within(panel).findByText("About hello")).toBeInTheDocument();
    expect(within(panel).queryByText(/Hi, I'm LOVE!/)).not.toBeInTheDocument();
    await userEvent.click(within(panel).getByRole("button", { name: "Close LOVE assistant" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/chatbot/message")).toHaveLength(1);
  });

  it("opens the visual guide of an answer that has one, and goes back to the chat", async () => {
    chatServer(() => ({ content: "Swipe the card to answer.", includesVisual: true, visualType: "swipe-directions" }));
    renderScreen(<AppShell>page</AppShell>, "/dashboard");
    const panel = await openPanel();
    await userEvent.type(input(), "how do I swipe{Enter}");
    await userEvent.click(await within(panel).findByRole("button", { name: "Visual guide available" }));
    const guide = within(panel).getByRole("region", { name: "How to swipe" });
    const steps = within(guide).getAllByRole("listitem");
    expect(steps.map((s) => s.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining("Up is Done this."),
        expect.stringContaining("Right is Open to this."),
        expect.stringContaining("Down is Want this."),
        expect.stringContaining("Left is Never this."),
      ]),
    );
    await userEvent.click(within(panel).getByRole("button", { name: "Back to chat" }));
    expect(within(panel).getByText("Swipe the card to answer.")).toBeInTheDocument();
  });

  it("shows a question typed while a visual guide is open with its answer, once (issue 27)", async () => {
    const { fetchMock } = chatServer((q) =>
      q === "how do I swipe"
        ? { content: "Swipe the card to answer.", includesVisual: true, visualType: "swipe-directions" }
        : {},
    );
    renderScreen(<AppShell>page</AppShell>, "/dashboard");
    const panel = await openPanel();
    await userEvent.type(input(), "how do I swipe{Enter}");
    await userEvent.click(await within(panel).findByRole("button", { name: "Visual guide available" }));
    expect(within(panel).getByRole("region", { name: "How to swipe" })).toBeInTheDocument();

    await userEvent.type(input(), "what does left mean{Enter}");
    const log = await within(panel).findByRole("log", { name: "Conversation with LOVE" });
    expect(await within(log).findByText("About what does left mean")).toBeInTheDocument();
    expect(within(panel).queryByRole("region", { name: "How to swipe" })).not.toBeInTheDocument();
    expect(within(log).getAllByText("what does left mean")).toHaveLength(1);
    expect(within(log).getAllByText("About what does left mean")).toHaveLength(1);
    expect(input()).toHaveValue("");
    expect(callsTo(fetchMock, "POST /api/chatbot/message")).toHaveLength(2);
  });

  it("says 'Failed to send message' when the send fails, and keeps the question", async () => {
    mockApi({
      [`GET ${HISTORY}`]: () => json([]),
      "POST /api/chatbot/message": () =>
        json({ error: { code: "unavailable", message: "Failed to send message" } }, 503),
    });
    renderScreen(<AppShell>page</AppShell>, "/dashboard");
    const panel = await openPanel();
    await within(panel).findByText(/Hi, I'm LOVE!/);
    await userEvent.type(input(), "hello{Enter}");
    expect(await within(panel).findByRole("alert")).toHaveTextContent("Failed to send message");
    expect(input()).toHaveValue("hello");
  });

  it("clears the chat", async () => {
    const { fetchMock, stored } = chatServer();
    renderScreen(<AppShell>page</AppShell>, "/dashboard");
    const panel = await openPanel();
    await within(panel).findByText(/Hi, I'm LOVE!/);
    await userEvent.type(input(), "hello{Enter}");
    await within(panel).findByText("About hello");
    await userEvent.click(within(panel).getByRole("button", { name: "Clear chat" }));
    expect(await within(panel).findByText(/Hi, I'm LOVE!/)).toBeInTheDocument();
    expect(within(panel).queryByText("About hello")).not.toBeInTheDocument();
    expect(callsTo(fetchMock, `DELETE ${HISTORY}`)).toHaveLength(1);
    expect(stored()).toEqual([]);
  });

  it("sends nothing without a user id", async () => {
    const fetchMock = mockApi({ "GET /api/auth/session": () => json({ user: null }) });
    renderScreen(<AppShell>page</AppShell>, "/dashboard");
    await waitFor(() => expect(callsTo(fetchMock, "GET /api/auth/session")).toHaveLength(1));
    const panel = await openPanel();
    await userEvent.type(within(panel).getByRole("textbox"), "hello{Enter}");
    expect(callsTo(fetchMock, "POST /api/chatbot/message")).toHaveLength(0);
    expect(callsTo(fetchMock, `GET ${HISTORY}`)).toHaveLength(0);
  });
});
