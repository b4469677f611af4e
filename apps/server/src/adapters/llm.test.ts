import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LlmConfig } from "../config";
import { noQuestionWriter, openAiQuestionWriter, parseStatements } from "./llm";

interface Seen {
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}

/** A local stand-in for an OpenAI-compatible server: `answer` decides each reply. */
async function fakeModel(answer: () => { status?: number; content?: string; raw?: string; delayMs?: number }) {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    let text = "";
    request.on("data", (chunk) => (text += chunk));
    request.on("end", () => {
      seen.push({ url: request.url, headers: request.headers, body: JSON.parse(text) });
      const { status = 200, content = "[]", raw, delayMs = 0 } = answer();
      setTimeout(() => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(raw ?? JSON.stringify({ choices: [{ message: { role: "assistant", content } }] }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  return { baseUrl: `http://127.0.0.1:${port}/v1`, seen };
}
const servers: Array<ReturnType<typeof createServer>> = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const config = (baseUrl: string, extra: Partial<LlmConfig> = {}): LlmConfig => ({
  baseUrl,
  apiKey: "sk-test",
  model: "test-model",
  timeoutMs: 2000,
  ...extra,
});
const request = { categoryId: "adventure" as const, count: 3, avoid: ["I have gone skydiving"] };

describe("the default question writer", () => {
  it("writes nothing", async () => {
    expect(await noQuestionWriter().write(request)).toEqual([]);
  });
});

describe("the OpenAI-compatible question writer", () => {
  it("posts a chat completion with the key and model, and returns the statements", async () => {
    const model = await fakeModel(() => ({
      content: '["I have slept in a hammock", "I have swum with sharks", "I have ridden a camel"]',
    }));
    const writer = openAiQuestionWriter(config(model.baseUrl), { log: vi.fn() });
    expect(await writer.write(request)).toEqual([
      "I have slept in a hammock",
      "I have swum with sharks",
      "I have ridden a camel",
    ]);
    const [call] = model.seen;
    expect(call?.url).toBe("/v1/chat/completions");
    expect(call?.headers.authorization).toBe("Bearer sk-test");
    expect(call?.body.model).toBe("test-model");
    const prompt = call?.body.messages.map((m) => m.content).join("\n") ?? "";
    expect(prompt).toContain("Write 3 new statements");
    expect(prompt).toContain("Done this, Open to this, Want this or Never this");
    expect(prompt).toContain("- I have gone skydiving");
  });

  it("asks for tasteful statements in Sex & Intimacy, and sends no key when none is set", async () => {
    const model = await fakeModel(() => ({ content: "[]" }));
    await openAiQuestionWriter(config(model.baseUrl, { apiKey: undefined }), { log: vi.fn() }).write({
      ...request,
      categoryId: "intimacy",
    });
    const prompt = model.seen[0]?.body.messages.map((m) => m.content).join("\n") ?? "";
    expect(prompt).toContain("tasteful");
    expect(prompt).not.toContain("explicit adult topics");
    expect(model.seen[0]?.headers.authorization).toBeUndefined();
  });

  it("returns no more than it was asked for", async () => {
    const model = await fakeModel(() => ({ content: JSON.stringify(["I a", "I b", "I c", "I d", "I e"]) }));
    expect(await openAiQuestionWriter(config(model.baseUrl), { log: vi.fn() }).write(request)).toHaveLength(3);
  });

  it.each([
    ["an error status", { status: 500, raw: '{"error":"overloaded"}' }],
    ["a reply that is not JSON", { raw: "<html>Bad gateway</html>" }],
    ["a reply without choices", { raw: '{"object":"error"}' }],
    ["prose instead of statements", { content: "Sorry, I can't help with that." }],
    ["a reply slower than the timeout", { content: '["I have surfed"]', delayMs: 1000 }],
  ])("writes nothing and logs a line for %s", async (_, reply) => {
    const model = await fakeModel(() => reply);
    const log = vi.fn();
    const writer = openAiQuestionWriter(config(model.baseUrl, { timeoutMs: 200 }), { log });
    expect(await writer.write(request)).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("[llm]"));
  });

  it("writes nothing when nothing listens at the address", async () => {
    const log = vi.fn();
    const writer = openAiQuestionWriter(config("http://127.0.0.1:9"), { log });
    expect(await writer.write(request)).toEqual([]);
    expect(log).toHaveBeenCalledWith(expect.stringContaining("failed"));
  });
});

describe("parseStatements", () => {
  it("reads a bare JSON array", () => {
    expect(parseStatements('["I have hiked a glacier"]')).toEqual(["I have hiked a glacier"]);
  });

  it("reads an array inside a code fence or prose", () => {
    const reply = 'Here you go:\n```json\n[\n  "I have hiked a glacier",\n  "I have been cave diving"\n]\n```';
    expect(parseStatements(reply)).toEqual(["I have hiked a glacier", "I have been cave diving"]);
  });

  it("reads an object holding the array", () => {
    expect(parseStatements('{"statements": ["I have hiked a glacier"]}')).toEqual(["I have hiked a glacier"]);
  });

  it("tidies statements and drops repeats, non-strings, blanks and paragraphs", () => {
    const reply = JSON.stringify([
      "  I have  hiked a glacier. ",
      "i have hiked a glacier",
      42,
      "",
      `I have ${"very ".repeat(40)}long legs`,
    ]);
    expect(parseStatements(reply)).toEqual(["I have hiked a glacier"]);
  });

  it("finds nothing in garbage", () => {
    expect(parseStatements("no list here [oops")).toEqual([]);
  });
});
