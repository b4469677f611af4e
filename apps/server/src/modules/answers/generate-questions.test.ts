import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { questionId } from "@down/common/question-id";
import { builtInQuestions, reserveQuestions } from "@down/common/questions";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { questions } from "../../db/schema";
import { createTestApp, type SignedIn, signIn, testDb } from "../../test/test-app";
import { answer as answerOn, answerReserveBut, generate } from "./answers.test-helpers";

let app: FastifyInstance;
let me: SignedIn;
beforeAll(async () => {
  app = await createTestApp();
  me = await signIn(app);
});
afterAll(() => app.close());

describe("POST /api/generate-questions", () => {
  it("returns unanswered statements from the reserve pool", async () => {
    const res = await generate(app, me, "adventure", 20);
    expect(res.statusCode).toBe(200);
    const statements = res.json() as string[];
    expect(statements).toHaveLength(20);
    expect(statements[0]).toBe(reserveQuestions("adventure")[0]!.statement);
  });

  it("rejects an unknown category", async () => {
    expect((await generate(app, me, "space", 20)).statusCode).toBe(400);
  });

  it("without LLM_BASE_URL, returns what is left of the reserve pool and calls no model", async () => {
    const someone = await signIn(app);
    const left = await answerReserveBut(app, someone, "home", 2);
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    try {
      const res = await generate(app, someone, "home", 20);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(left);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

describe("POST /api/generate-questions with an OpenAI-compatible model", () => {
  /** What the local stand-in model answers next: message content, or a raw body, status and delay. */
  let reply: { content?: string; raw?: string; status?: number; delayMs?: number } = {};
  let calls = 0;
  const model = createServer((request, response) => {
    calls += 1;
    request.resume();
    request.on("end", () => {
      const { content = "[]", raw, status = 200, delayMs = 0 } = reply;
      setTimeout(() => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(raw ?? JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
      }, delayMs);
    });
  });
  let llmApp: FastifyInstance;
  beforeAll(async () => {
    await new Promise<void>((resolve) => model.listen(0, "127.0.0.1", resolve));
    const { port } = model.address() as AddressInfo;
    llmApp = await createTestApp({ LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_TIMEOUT_MS: "300" });
  });
  afterAll(async () => {
    await llmApp.close();
    model.closeAllConnections();
    await new Promise((resolve) => model.close(resolve));
  });

  const written = [
    "I have restored a vintage armchair",
    "I have grown tomatoes on a balcony",
    "I have built a bookshelf",
  ];

  it("asks the model only once the reserve pool cannot fill the request", async () => {
    const someone = await signIn(llmApp);
    calls = 0;
    expect((await generate(llmApp, someone, "home", 20)).json()).toHaveLength(20);
    expect(calls).toBe(0);
  });

  it("follows the reserve pool with new statements, stores them, and takes answers to them", async () => {
    const someone = await signIn(llmApp);
    const left = await answerReserveBut(llmApp, someone, "home", 2);
    const alreadyAnswered = reserveQuestions("home").at(-1)!.statement;
    // A repeat of the bank, of an answered statement and of itself are all dropped.
    reply = {
      content: JSON.stringify([builtInQuestions("home")[0]!.statement, alreadyAnswered, ...written, written[0]]),
    };

    const res = await generate(llmApp, someone, "home", 5);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([...left, ...written]);

    const stored = await testDb(llmApp).select().from(questions).where(eq(questions.categoryId, "home"));
    expect(stored.map((q) => q.id).sort()).toEqual(written.map((s) => questionId("home", s)).sort());
    // Orders continue after the bank's, so generated questions sort after every built-in and reserve one.
    expect(Math.min(...stored.map((q) => q.order))).toBeGreaterThan(20 + reserveQuestions("home").length);

    // Anyone may answer a stored question, by the id the client derives from the statement.
    const generatedId = questionId("home", written[0]!);
    expect((await answerOn(llmApp, someone, generatedId, "W", "home")).statusCode).toBe(200);
    const other = await signIn(llmApp);
    expect((await answerOn(llmApp, other, generatedId, "D", "home")).statusCode).toBe(200);
    // ...but only in its own category.
    expect((await answerOn(llmApp, other, generatedId, "D", "travel")).statusCode).toBe(400);
  });

  it("offers statements written for someone else before asking the model again", async () => {
    const savings = ["I have saved a year of expenses", "I have paid off a credit card"];
    const first = await signIn(llmApp);
    await answerReserveBut(llmApp, first, "finances", 0);
    reply = { content: JSON.stringify(savings) };
    expect((await generate(llmApp, first, "finances", 2)).json()).toEqual(savings);

    const next = await signIn(llmApp);
    const left = await answerReserveBut(llmApp, next, "finances", 1);
    calls = 0;
    expect((await generate(llmApp, next, "finances", 3)).json()).toEqual([...left, ...savings]);
    expect(calls).toBe(0);
  });

  it.each([
    ["fails", { status: 500, raw: '{"error":"overloaded"}' }],
    ["is too slow", { content: JSON.stringify(["I have painted a mural at home"]), delayMs: 1000 }],
    ["answers garbage", { content: "I'd love to help! Here are some ideas: a) b) c)" }],
  ])("still answers 200 with the reserve statements when the model %s", async (_, failure) => {
    const someone = await signIn(llmApp);
    const left = await answerReserveBut(llmApp, someone, "design", 3);
    reply = failure;
    calls = 0;
    const res = await generate(llmApp, someone, "design", 20);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(left);
    expect(calls).toBe(1);
  });
});
