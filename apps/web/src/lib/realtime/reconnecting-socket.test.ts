import { describe, expect, it, vi } from "vitest";
import { BACKOFF_MAX_MS, backoffDelay, connectRealtime, loadEventSchema, type SocketLike } from "./reconnecting-socket";

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike["onopen"] = null;
  onmessage: SocketLike["onmessage"] = null;
  onclose: SocketLike["onclose"] = null;
  onerror: SocketLike["onerror"] = null;
  sent: string[] = [];
  closed = false;
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  receive(value: unknown) {
    this.onmessage?.({ data: JSON.stringify(value) } as MessageEvent);
  }
  accept() {
    this.readyState = 1;
    this.receive({ type: "ready" });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const timers: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  const onEvent = vi.fn();
  const onReady = vi.fn();
  const conn = connectRealtime({
    url: "ws://test/api/ws",
    createSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    onEvent,
    onReady,
    random: () => 1,
    setTimer: (run, ms) => {
      const t = { run, ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimer: (t) => {
      (t as { cleared: boolean }).cleared = true;
    },
  });
  const last = () => sockets.at(-1) as FakeSocket;
  const fire = () => {
    const t = timers.filter((x) => !x.cleared).at(-1);
    if (t) {
      t.cleared = true;
      t.run();
    }
  };
  return { conn, sockets, timers, onEvent, onReady, last, fire };
}

describe("backoffDelay", () => {
  it("doubles from 0.5 s up to a 30 s cap, jittered within the upper half of each step", () => {
    expect(backoffDelay(0, () => 1)).toBe(500);
    expect(backoffDelay(0, () => 0)).toBe(250);
    expect(backoffDelay(3, () => 1)).toBe(4000);
    expect(backoffDelay(20, () => 1)).toBe(BACKOFF_MAX_MS);
  });
});

const typing = (n: number) => ({ type: "typing", fromUserId: `00000000-0000-4000-8000-00000000000${n}` });

describe("connectRealtime", () => {
  // Runs first, before anything in this file has loaded the event schema.
  it("greets without the event schema; events that come before it has loaded are handed on, in order", async () => {
    const { last, onEvent, onReady } = setup();
    last().accept();
    expect(onReady).toHaveBeenCalledWith(false);
    last().receive(typing(1));
    last().receive({ type: "typing", fromUserId: "not-a-uuid" });
    last().receive(typing(2));
    expect(onEvent).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledTimes(2));
    expect(onEvent.mock.calls.map(([event]) => event)).toEqual([typing(1), typing(2)]);
    // Once it has loaded, events are handed on as they come.
    last().receive(typing(3));
    expect(onEvent).toHaveBeenCalledTimes(3);
  });

  it("hands on valid events only and reports the first ready as not a reconnect", async () => {
    await loadEventSchema();
    const { last, onEvent, onReady } = setup();
    last().accept();
    expect(onReady).toHaveBeenCalledWith(false);
    last().receive({ type: "typing", fromUserId: "00000000-0000-4000-8000-000000000002" });
    last().receive({ type: "typing", fromUserId: "not-a-uuid" });
    last().receive({ type: "something-new" });
    last().onmessage?.({ data: "{not json" } as MessageEvent);
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it("reconnects with growing delays and resets them once the server accepts", () => {
    const { last, timers, fire, sockets, onReady } = setup();
    last().drop();
    expect(timers.at(-1)?.ms).toBe(500);
    fire();
    last().drop();
    expect(timers.at(-1)?.ms).toBe(1000);
    fire();
    last().drop();
    expect(timers.at(-1)?.ms).toBe(2000);
    fire();
    expect(sockets).toHaveLength(4);
    last().accept();
    expect(onReady).toHaveBeenLastCalledWith(false);
    last().drop();
    expect(timers.at(-1)?.ms).toBe(500);
  });

  it("onReady(true) only after a first successful connection", () => {
    const { last, fire, onReady } = setup();
    last().drop();
    fire();
    last().accept();
    expect(onReady).toHaveBeenCalledWith(false);
    last().drop();
    fire();
    last().accept();
    expect(onReady).toHaveBeenLastCalledWith(true);
  });

  it("reconnectNow skips the wait; close stops for good", () => {
    const { conn, last, timers, sockets } = setup();
    last().drop();
    conn.reconnectNow();
    expect(timers.at(-1)?.cleared).toBe(true);
    expect(sockets).toHaveLength(2);
    conn.close();
    expect(last().closed).toBe(true);
    last().drop();
    expect(sockets).toHaveLength(2);
  });

  it("sends frames only while open", () => {
    const { conn, last } = setup();
    expect(conn.send({ type: "typing", toUserId: "00000000-0000-4000-8000-000000000002" })).toBe(false);
    last().accept();
    expect(conn.send({ type: "typing", toUserId: "00000000-0000-4000-8000-000000000002" })).toBe(true);
    expect(last().sent).toHaveLength(1);
  });
});

describe("chat lines on the socket and a returning socket's replay (decision 032)", () => {
  const A = "00000000-0000-4000-8000-000000000001";
  const B = "00000000-0000-4000-8000-000000000002";
  const line = (clientId: string) => ({ type: "send" as const, clientId, receiverId: B, content: "hi" });
  const message = (id: string, createdAt: string) => ({
    type: "message",
    message: {
      id,
      senderId: B,
      receiverId: A,
      content: "hi",
      read: false,
      clientId: null,
      createdAt,
      senderName: "Bo",
    },
  });

  it("resolves a line on its ack, rejects it on a refusal, and when the socket is not open or drops", async () => {
    await loadEventSchema();
    const { conn, last } = setup();
    const { LineRefused, SocketUnavailable } = await import("./reconnecting-socket");
    await expect(conn.sendLine(line("00000000-0000-4000-8000-00000000000a"))).rejects.toBeInstanceOf(SocketUnavailable);
    last().accept();
    const acked = conn.sendLine(line("00000000-0000-4000-8000-00000000000b"));
    expect(JSON.parse(last().sent.at(-1) ?? "{}")).toMatchObject({ type: "send", content: "hi" });
    last().receive({ type: "ack", clientId: "00000000-0000-4000-8000-00000000000b", created: true });
    await expect(acked).resolves.toMatchObject({ type: "ack", created: true });
    const refused = conn.sendLine(line("00000000-0000-4000-8000-00000000000c"));
    last().receive({
      type: "refused",
      clientId: "00000000-0000-4000-8000-00000000000c",
      status: 403,
      error: { code: "forbidden", message: "You can only message people you have matched with" },
    });
    await expect(refused).rejects.toBeInstanceOf(LineRefused);
    const cut = conn.sendLine(line("00000000-0000-4000-8000-00000000000d"));
    last().drop();
    await expect(cut).rejects.toBeInstanceOf(SocketUnavailable);
  });

  it("comes back with the newest message time heard and hands on each message once", async () => {
    await loadEventSchema();
    const urls: string[] = [];
    const sockets: FakeSocket[] = [];
    const onEvent = vi.fn();
    connectRealtime({
      url: "ws://test/api/ws",
      createSocket: (url) => {
        urls.push(url);
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
      onEvent,
      onReady: () => {},
      random: () => 1,
      setTimer: (run) => {
        run();
        return null;
      },
      clearTimer: () => {},
    });
    const first = sockets.at(-1) as FakeSocket;
    first.accept();
    first.receive(message("00000000-0000-4000-8000-0000000000e1", "2026-11-27T10:00:00.000Z"));
    first.receive(message("00000000-0000-4000-8000-0000000000e2", "2026-11-27T10:00:01.000Z"));
    first.drop();
    expect(urls.at(-1)).toBe(`ws://test/api/ws?after=${encodeURIComponent("2026-11-27T10:00:01.000Z")}`);
    const back = sockets.at(-1) as FakeSocket;
    back.accept();
    // The replay's margin brings the last one again; then one that was missed.
    back.receive(message("00000000-0000-4000-8000-0000000000e2", "2026-11-27T10:00:01.000Z"));
    back.receive(message("00000000-0000-4000-8000-0000000000e3", "2026-11-27T10:00:02.000Z"));
    const ids = onEvent.mock.calls.map(([event]) => (event as { message: { id: string } }).message.id);
    expect(ids).toEqual([
      "00000000-0000-4000-8000-0000000000e1",
      "00000000-0000-4000-8000-0000000000e2",
      "00000000-0000-4000-8000-0000000000e3",
    ]);
  });
});
