import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { RealtimeProvider } from "@/lib/realtime/realtime-provider";
import { callsTo, json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { ChatPage } from "./chat-page";

// "Are you sure?", "Does this bother you?" and the scam tip in the chat (docs/product.md, "Message check").
const ANN = "00000000-0000-4000-8000-000000000002";
const at = (minute: number) => new Date(Date.now() - (60 - minute) * 60_000).toISOString();

class QuietSocket {
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send() {}
  close() {}
}
beforeEach(() => vi.stubGlobal("WebSocket", QuietSocket));
afterEach(() => vi.unstubAllGlobals());

const fromAnn = (id: string, content: string, flag: "harmful" | "scam" | null) => ({
  id,
  senderId: ANN,
  receiverId: TEST_USER.id,
  content,
  read: true,
  clientId: null,
  createdAt: at(1),
  flag,
});

function api(
  history: object[],
  send?: (body: { content: string; confirmFlagged?: boolean }) => Response,
  questions: object[] = [],
) {
  return mockApi({
    [`GET /api/public-profiles/${ANN}`]: () => json({ id: ANN, name: "Ann Lee", photos: [] }),
    [`GET /api/conversations/${TEST_USER.id}/${ANN}`]: () => json({ items: history, nextCursor: null }),
    [`GET /api/custom-questions/between/${TEST_USER.id}/${ANN}`]: () => json({ items: questions, nextCursor: null }),
    "POST /api/messages": (body) => (send ? send(body as never) : json({}, 500)),
    "POST /api/reports": () => json({ ok: true, id: "r1" }, 201),
  });
}

const flaggedAnswer = () =>
  json(
    {
      error: {
        code: "message_flagged",
        message: "Are you sure? Some words in this may upset them.",
        flagged: ["dumb b1tch"],
      },
    },
    422,
  );

const renderChat = () =>
  renderScreen(
    <RealtimeProvider userId={TEST_USER.id}>
      <Route path="/messages/:id" component={ChatPage} />
    </RealtimeProvider>,
    `/messages/${ANN}`,
  );

describe("Are you sure?", () => {
  it("shows the flagged words before anything is sent; Edit puts the line back in the composer, unsent", async () => {
    const fetchMock = api([], flaggedAnswer);
    renderChat();
    const user = userEvent.setup();
    await screen.findByText("Say hello");
    await user.type(screen.getByLabelText("Message"), "answer me you dumb b1tch{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Are you sure?" });
    expect(within(dialog).getByRole("list", { name: "Flagged words" })).toHaveTextContent("dumb b1tch");
    // The safe choice has the focus.
    expect(within(dialog).getByRole("button", { name: "Edit" })).toHaveFocus();
    // Not in the conversation: it was never sent.
    expect(screen.queryByTestId("pending-message")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Edit" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toHaveValue("answer me you dumb b1tch");
    expect(screen.queryByTestId("pending-message")).not.toBeInTheDocument();
    expect(callsTo(fetchMock, "POST /api/messages")).toHaveLength(1);
  });

  it("Send anyway sends the same line again, confirmed", async () => {
    const fetchMock = api([], (body) =>
      body.confirmFlagged
        ? json(
            {
              ...fromAnn("10000000-0000-4000-8000-000000000009", body.content, null),
              senderId: TEST_USER.id,
              receiverId: ANN,
            },
            201,
          )
        : flaggedAnswer(),
    );
    renderChat();
    const user = userEvent.setup();
    await screen.findByText("Say hello");
    await user.type(screen.getByLabelText("Message"), "answer me you dumb b1tch{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Are you sure?" });
    await user.click(within(dialog).getByRole("button", { name: "Send anyway" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const [first, second] = callsTo(fetchMock, "POST /api/messages") as {
      clientId: string;
      confirmFlagged?: boolean;
    }[];
    expect(first?.confirmFlagged).toBeUndefined();
    expect(second).toMatchObject({ clientId: first?.clientId, confirmFlagged: true });
    expect(await screen.findByText("answer me you dumb b1tch")).toBeInTheDocument();
  });
});

describe("Does this bother you?", () => {
  it("asks under a flagged message they sent, and one tap reports it with the message attached", async () => {
    const id = "10000000-0000-4000-8000-000000000001";
    const fetchMock = api([
      fromAnn(id, "i know where you live", "harmful"),
      fromAnn("10000000-0000-4000-8000-000000000002", "hi!", null),
    ]);
    const { location } = renderChat();
    const note = await screen.findByRole("note", { name: "Does this bother you?" });
    expect(screen.getAllByRole("note")).toHaveLength(1);
    await userEvent.click(within(note).getByRole("button", { name: "Report" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST /api/reports")).toEqual([
        { reportedUserId: ANN, reason: "harassment", messageId: id },
      ]),
    );
    // A report also blocks: the chat is gone, back to the list.
    await waitFor(() => expect(location.history.at(-1)).toBe("/messages"));
  });

  it("asks under a flagged custom question too, and reports it with its words", async () => {
    const question = {
      id: "20000000-0000-4000-8000-000000000001",
      senderId: ANN,
      receiverId: TEST_USER.id,
      questionText: "send nudes?",
      senderResponse: null,
      receiverResponse: null,
      category: "Custom",
      createdAt: at(2),
      flag: "harmful",
    };
    const fetchMock = api([], undefined, [question]);
    renderChat();
    const note = await screen.findByRole("note", { name: "Does this bother you?" });
    await userEvent.click(within(note).getByRole("button", { name: "Report" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST /api/reports")).toEqual([
        { reportedUserId: ANN, reason: "harassment", details: "Custom question: send nudes?" },
      ]),
    );
  });

  it("shows a safety tip under an early ask for money, reported as a scam", async () => {
    const id = "10000000-0000-4000-8000-000000000003";
    const fetchMock = api([fromAnn(id, "can you send me $200", "scam")]);
    renderChat();
    const tip = await screen.findByRole("note", { name: "Safety tip" });
    expect(tip).toHaveTextContent(/never send money, gift cards or crypto/);
    await userEvent.click(within(tip).getByRole("button", { name: "Report" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, "POST /api/reports")).toEqual([
        { reportedUserId: ANN, reason: "scam-or-spam", messageId: id },
      ]),
    );
  });
});
