import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { RealtimeProvider } from "@/lib/realtime/realtime-provider";
import { ownProfile } from "@/test/own-profile.fixture";
import { callsTo, json, mockApi, renderScreen, TEST_USER } from "@/test/screen-harness";
import { ChatPage } from "./chat-page";

const ANN = "00000000-0000-4000-8000-000000000002";
const at = (minute: number) => new Date(Date.now() - (60 - minute) * 60_000).toISOString();

/** The one socket the provider opens, driven by the test. */
class FakeSocket {
  static last: FakeSocket | null = null;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  sent: string[] = [];
  constructor() {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
  push(event: object) {
    act(() => this.onmessage?.({ data: JSON.stringify(event) } as MessageEvent));
  }
}

beforeEach(() => {
  FakeSocket.last = null;
  vi.stubGlobal("WebSocket", FakeSocket);
});

/** The chat's socket, once the realtime layer (loaded beside the screen, not ahead of it) has opened it. */
const connected = () =>
  vi.waitFor(() => {
    if (!FakeSocket.last) throw new Error("no socket yet");
    return FakeSocket.last;
  });
afterEach(() => vi.unstubAllGlobals());

const mine = {
  id: "10000000-0000-4000-8000-000000000001",
  senderId: TEST_USER.id,
  receiverId: ANN,
  content: "Hi Ann!",
  read: false,
  clientId: null,
  createdAt: at(1),
};

function api() {
  return mockApi({
    [`GET /api/public-profiles/${ANN}`]: () => json({ id: ANN, name: "Ann Lee", photos: [] }),
    [`GET /api/conversations/${TEST_USER.id}/${ANN}`]: () => json({ items: [mine], nextCursor: null }),
    [`GET /api/custom-questions/between/${TEST_USER.id}/${ANN}`]: () =>
      json({
        items: [
          {
            id: "20000000-0000-4000-8000-000000000001",
            senderId: ANN,
            receiverId: TEST_USER.id,
            questionText: "Ever been camping?",
            senderResponse: "D",
            receiverResponse: null,
            category: "Custom",
            createdAt: at(2),
          },
        ],
        nextCursor: null,
      }),
    [`POST /api/conversations/${TEST_USER.id}/${ANN}/read`]: () => json({ ok: true, marked: 1 }),
    "POST /api/messages": (body) => {
      const b = body as { content: string; clientId: string };
      return json(
        {
          ...mine,
          id: "10000000-0000-4000-8000-000000000009",
          content: b.content,
          clientId: b.clientId,
          createdAt: at(3),
        },
        201,
      );
    },
    "PATCH /api/custom-questions/20000000-0000-4000-8000-000000000001/response": () =>
      json({
        id: "20000000-0000-4000-8000-000000000001",
        senderId: ANN,
        receiverId: TEST_USER.id,
        questionText: "Ever been camping?",
        senderResponse: "D",
        receiverResponse: "O",
        category: "Custom",
        createdAt: at(2),
      }),
  });
}

function renderChat() {
  return renderScreen(
    <RealtimeProvider userId={TEST_USER.id}>
      <Route path="/messages/:id" component={ChatPage} />
    </RealtimeProvider>,
    `/messages/${ANN}`,
  );
}

describe("ChatPage", () => {
  it("shows the person, the history and the question; 'Seen' arrives live; typing shows", async () => {
    api();
    renderChat();
    expect(await screen.findByRole("link", { name: "Ann Lee, view profile" })).toHaveAttribute(
      "href",
      `/profile/${ANN}`,
    );
    expect(await screen.findByText("Hi Ann!")).toBeInTheDocument();
    expect(screen.getByTestId("receipt")).toHaveTextContent("Sent");
    const card = screen.getByRole("article", { name: "Custom question from Ann Lee" });
    expect(within(card).getAllByRole("button")).toHaveLength(4);

    (await connected()).push({ type: "ready" });
    (await connected()).push({ type: "message-read", readerId: ANN, otherId: TEST_USER.id, at: at(5) });
    await waitFor(() => expect(screen.getByTestId("receipt")).toHaveTextContent("Seen"));
    (await connected()).push({ type: "typing", fromUserId: ANN });
    expect(await screen.findByText("Ann is typing...")).toBeInTheDocument();
  });

  it("sends with a clientId and shows the line once; answering shows the match level", async () => {
    const fetchMock = api();
    renderChat();
    const user = userEvent.setup();
    await screen.findByText("Hi Ann!");
    await user.type(screen.getByLabelText("Message"), "Coffee Saturday?{Enter}");
    expect(await screen.findByText("Coffee Saturday?")).toBeInTheDocument();
    const [sent] = callsTo(fetchMock, "POST /api/messages") as Array<{ clientId: string; senderId: string }>;
    expect(sent?.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent?.senderId).toBe(TEST_USER.id);
    // The socket's copy of the same message changes nothing.
    (await connected()).push({
      type: "message",
      message: {
        ...mine,
        id: "10000000-0000-4000-8000-000000000009",
        content: "Coffee Saturday?",
        clientId: sent?.clientId,
        createdAt: at(3),
        senderName: "Test",
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText("Coffee Saturday?")).toHaveLength(1);

    const card = screen.getByRole("article", { name: "Custom question from Ann Lee" });
    await user.click(within(card).getByRole("button", { name: /Open to this/ }));
    expect(await within(card).findByTestId("match-level")).toHaveTextContent("Match level: Both open to this");
  });

  it("marks a failed send with a retry", async () => {
    mockApi({
      [`GET /api/public-profiles/${ANN}`]: () => json({ id: ANN, name: "Ann Lee", photos: [] }),
      [`GET /api/conversations/${TEST_USER.id}/${ANN}`]: () => json({ items: [], nextCursor: null }),
      [`GET /api/custom-questions/between/${TEST_USER.id}/${ANN}`]: () => json({ items: [], nextCursor: null }),
      "POST /api/messages": () => json({ error: { code: "RATE_LIMITED", message: "Slow down" } }, 429),
    });
    renderChat();
    const user = userEvent.setup();
    await screen.findByText("Say hello");
    await user.type(screen.getByLabelText("Message"), "Hello{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Slow down");
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("asks for what the profile lacks when a send is refused for it, then sends the line (no failed bubble)", async () => {
    let profile = ownProfile({ name: "Sam", age: null });
    const fetchMock = mockApi({
      [`GET /api/public-profiles/${ANN}`]: () => json({ id: ANN, name: "Ann Lee", photos: [] }),
      [`GET /api/conversations/${TEST_USER.id}/${ANN}`]: () => json({ items: [], nextCursor: null }),
      [`GET /api/custom-questions/between/${TEST_USER.id}/${ANN}`]: () => json({ items: [], nextCursor: null }),
      [`GET /api/profiles/${TEST_USER.id}`]: () => json(profile),
      [`PATCH /api/profiles/${TEST_USER.id}`]: (body) => {
        profile = { ...profile, ...(body as object) };
        return json(profile);
      },
      "POST /api/messages": (body) => {
        const b = body as { content: string; clientId: string };
        if (profile.age === null) {
          const error = {
            code: "profile_incomplete",
            message: "Finish your profile first: add your age (18 or older).",
          };
          return json({ error }, 403);
        }
        return json(
          { ...mine, id: "10000000-0000-4000-8000-000000000010", content: b.content, clientId: b.clientId },
          201,
        );
      },
    });
    renderChat();
    const user = userEvent.setup();
    await screen.findByText("Say hello");
    await user.type(screen.getByLabelText("Message"), "Hi Ann{Enter}");
    const step = await screen.findByRole("dialog", { name: "Finish your profile" });
    // The line waits for the step instead of failing.
    expect(screen.getByText("Hi Ann")).toBeInTheDocument();
    expect(screen.getByText("Sending...")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
    const age = await within(step).findByLabelText("Age");
    expect(within(step).queryByLabelText("Name")).not.toBeInTheDocument();
    await user.type(age, "29");
    await user.click(within(step).getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(callsTo(fetchMock, "POST /api/messages")).toHaveLength(2));
    const [first, second] = callsTo(fetchMock, "POST /api/messages") as Array<{ clientId: string }>;
    // The same line sent again, not a second one.
    expect(second?.clientId).toBe(first?.clientId);
    await waitFor(() => expect(screen.queryByTestId("pending-message")).not.toBeInTheDocument());
    expect(screen.getAllByText("Hi Ann")).toHaveLength(1);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("opens the invite dialog from the header's one ⋯ menu, for the person in the chat", async () => {
    api();
    renderChat();
    await screen.findByText("Hi Ann!");
    // The header keeps its width for the name: no Profile or bell links, no row of icons.
    const header = screen.getByRole("banner");
    expect(within(header).queryByRole("link", { name: /Notifications/ })).not.toBeInTheDocument();
    expect(within(header).queryByRole("link", { name: "Profile" })).not.toBeInTheDocument();
    expect(
      within(header)
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Go back", "More options for Ann Lee"]);
    await userEvent.click(screen.getByRole("button", { name: "More options for Ann Lee" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Invite on a Date" }));
    expect(await screen.findByRole("dialog", { name: "Invite Ann Lee on a date" })).toBeInTheDocument();
  });

  it("offers Block and Report from the chat header", async () => {
    api();
    renderChat();
    await screen.findByText("Hi Ann!");
    await userEvent.click(screen.getByRole("button", { name: "More options for Ann Lee" }));
    expect(await screen.findByRole("menuitem", { name: /Block/ })).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: /Report/ })).toBeInTheDocument();
  });

  it("says a conversation with someone missing or hidden isn't available, with the composer shown but disabled", async () => {
    mockApi({
      [`GET /api/public-profiles/${ANN}`]: () => json({ error: { code: "not_found", message: "Not found" } }, 404),
      [`GET /api/conversations/${TEST_USER.id}/${ANN}`]: () =>
        json({ error: { code: "forbidden", message: "You can only message your matches" } }, 403),
      [`GET /api/custom-questions/between/${TEST_USER.id}/${ANN}`]: () => json({ items: [], nextCursor: null }),
    });
    renderChat();
    expect(await screen.findByText("This conversation isn't available")).toBeInTheDocument();
    expect(screen.queryByText(/connection/)).not.toBeInTheDocument();
    expect(screen.getByLabelText("Message")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Send message" })).toBeDisabled();
    expect(screen.getByRole("link", { name: "Back to Messages" })).toHaveAttribute("href", "/messages");
    expect(screen.queryByRole("button", { name: /More options/ })).not.toBeInTheDocument();
  });

  it("shows invites as cards in the timeline, and a new one live when the socket says so", async () => {
    const invite = {
      id: "30000000-0000-4000-8000-000000000001",
      senderId: TEST_USER.id,
      receiverId: ANN,
      matchId: null,
      dateType: "romantic",
      proposedDateTime: null,
      proposedLocation: "Frothy Monkey",
      message: "Coffee?",
      status: "pending",
      respondedAt: null,
      createdAt: at(4),
      direction: "sent",
      other: { id: ANN, name: "Ann Lee", photo: null },
      dateEventId: null,
    };
    let invites: object[] = [];
    let dates: object[] = [];
    mockApi({
      [`GET /api/public-profiles/${ANN}`]: () => json({ id: ANN, name: "Ann Lee", photos: [] }),
      [`GET /api/conversations/${TEST_USER.id}/${ANN}`]: () => json({ items: [mine], nextCursor: null }),
      [`GET /api/custom-questions/between/${TEST_USER.id}/${ANN}`]: () => json({ items: [], nextCursor: null }),
      [`POST /api/conversations/${TEST_USER.id}/${ANN}/read`]: () => json({ ok: true, marked: 0 }),
      [`GET /api/invites/for/${TEST_USER.id}`]: () => json(invites),
      [`GET /api/dates/${TEST_USER.id}`]: () => json(dates),
    });
    renderChat();
    await screen.findByText("Hi Ann!");
    expect(screen.queryByTestId("date-card")).not.toBeInTheDocument();
    invites = [invite];
    (await connected()).push({ type: "invite", action: "sent", inviteId: invite.id, dateEventId: null });
    const card = await screen.findByRole("article", { name: "Invite: you invited Ann Lee" });
    expect(card).toHaveTextContent("You invited Ann Lee on a romantic date");
    expect(card).toHaveTextContent("Frothy Monkey");
    expect(card).toHaveTextContent("Waiting for an answer");
    // Ann accepts: the invite says so, and the answer is its own line in the conversation.
    // Ann accepts for another time than asked: the answer says the new time.
    const dateEventId = "40000000-0000-4000-8000-000000000001";
    invites = [{ ...invite, status: "accepted", respondedAt: at(6), dateEventId }];
    dates = [{ id: dateEventId, status: "scheduled", scheduledAt: new Date(Date.UTC(2030, 0, 5, 19)).toISOString() }];
    (await connected()).push({ type: "invite", action: "accepted", inviteId: invite.id, dateEventId });
    expect(await screen.findByText(/accepted your romantic date invite — new time: Sat, Jan 5/)).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Invite: you invited Ann Lee" })).toHaveTextContent("Accepted");
  });

  it("offers two openers in an empty conversation; a tap puts one in the composer, unsent", async () => {
    const fetchMock = mockApi({
      [`GET /api/public-profiles/${ANN}`]: () => json({ id: ANN, name: "Ann Lee", photos: [] }),
      [`GET /api/conversations/${TEST_USER.id}/${ANN}`]: () => json({ items: [], nextCursor: null }),
      [`GET /api/custom-questions/between/${TEST_USER.id}/${ANN}`]: () => json({ items: [], nextCursor: null }),
      [`GET /api/openers/${TEST_USER.id}/${ANN}`]: () =>
        json({
          items: [
            {
              questionId: "adventure-road-trip",
              hint: "You've both done a road trip — ask where",
              text: "You've done a road trip too! Where was that?",
            },
            { questionId: "travel-x", hint: "You both want to see Japan — ask what's first", text: "Japan first?" },
          ],
        }),
    });
    renderChat();
    const first = await screen.findByRole("button", { name: /You've both done a road trip — ask where/ });
    expect(screen.getAllByRole("button", { name: /ask/ })).toHaveLength(2);
    await userEvent.click(first);
    expect(screen.getByLabelText("Message")).toHaveValue("You've done a road trip too! Where was that?");
    expect(callsTo(fetchMock, "POST /api/messages")).toHaveLength(0);
  });
});
