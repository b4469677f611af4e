import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type SignedIn, signIn } from "../../test/test-app";

interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
}

/** How the fake model answers the next call. */
type Behaviour = { kind: "reply"; content: string } | { kind: "fail"; status: number } | { kind: "hang" };

let behaviour: Behaviour = { kind: "reply", content: "" };
const seen: ChatRequest[] = [];

/** A local stand-in for an OpenAI-compatible /chat/completions endpoint; no network leaves the machine. */
const fake = createServer((request, response) => {
  let text = "";
  request.on("data", (chunk) => (text += chunk));
  request.on("end", () => {
    seen.push(JSON.parse(text) as ChatRequest);
    if (behaviour.kind === "hang") return; // never answers: LOVE's timeout must cut it off
    if (behaviour.kind === "fail") {
      response.writeHead(behaviour.status).end("upstream trouble");
      return;
    }
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ choices: [{ message: { role: "assistant", content: behaviour.content } }] }));
  });
});

let app: FastifyInstance;
let me: SignedIn;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  const { port } = fake.address() as AddressInfo;
  app = await createTestApp({ LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_MODEL: "fake", LLM_TIMEOUT_MS: "2000" });
  me = await signIn(app);
});
afterAll(async () => {
  await app.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
});

const ask = async (message: string) => {
  const res = await app.inject({
    method: "POST",
    url: "/api/chatbot/message",
    headers: { cookie: me.cookie },
    payload: { userId: me.id, message },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe("LOVE with LLM_BASE_URL set", () => {
  it("lets the model word the answer from the matched entries and the asker's own figures", async () => {
    behaviour = { kind: "reply", content: "Open their profile, tap Invite on a Date and pick romantic, hang or play." };
    const reply = await ask("how do I invite someone on a date");
    expect(reply.content).toBe(behaviour.content);
    // The picture still comes from the matched intent.
    expect(reply).toMatchObject({ includesVisual: true, visualType: "invite-date" });

    expect(seen).toHaveLength(1);
    const [system, user] = seen[0]?.messages ?? [];
    expect(seen[0]?.model).toBe("fake");
    expect(user).toEqual({ role: "user", content: "how do I invite someone on a date" });
    expect(system?.content).toContain("tap Invite on a Date");
    expect(system?.content).toContain("You don't have any matches yet");

    const history = (
      await app.inject({ method: "GET", url: `/api/chatbot/history/${me.id}`, headers: { cookie: me.cookie } })
    ).json();
    expect(history.at(-1)).toMatchObject({ role: "assistant", content: behaviour.content });
  });

  it("answers locally when the model fails", async () => {
    behaviour = { kind: "fail", status: 500 };
    const reply = await ask("How do I invite someone on a date?");
    expect(seen).toHaveLength(1);
    expect(reply.content).toMatch(/romantic, hang or play/);
  });

  it("answers locally when the model takes too long", async () => {
    behaviour = { kind: "hang" };
    const started = Date.now();
    const reply = await ask("how many matches do I have");
    expect(Date.now() - started).toBeLessThan(5000);
    expect(reply.content).toMatch(/don't have any matches yet/);
  });

  it("answers locally when the model replies with nothing", async () => {
    behaviour = { kind: "reply", content: "   " };
    const reply = await ask("How do I block someone?");
    expect(reply.content).toMatch(/tap the ⋯ menu, choose Block/);
    expect(reply.visualType).toBe("block-report");
  });
});
