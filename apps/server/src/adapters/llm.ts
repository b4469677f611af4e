import { type CategoryId, getCategory } from "@down/common/categories";
import type { LlmConfig } from "../config";

/** What a writer is asked for: `count` new statements for one category, unlike the ones in `avoid`. */
export interface WriteRequest {
  categoryId: CategoryId;
  count: number;
  /** Statements the category already has; shown to the model for tone and so it does not repeat them. */
  avoid: readonly string[];
}

/**
 * Writes extra question statements once a category's reserve pool runs out. It never throws: a missing,
 * slow or confused model means fewer questions, never a failed request.
 */
export interface QuestionWriter {
  readonly kind: "none" | "openai";
  write(request: WriteRequest): Promise<string[]>;
}

/** The default without LLM_BASE_URL: no model, so the reserve pool is all there is. */
export function noQuestionWriter(): QuestionWriter {
  return { kind: "none", write: async () => [] };
}

/** A statement longer than this is a paragraph, not a card; it also keeps the slug id well under 200 characters. */
export const MAX_STATEMENT_LENGTH = 140;

export interface OpenAiWriterOptions {
  log: (line: string) => void;
  fetchImpl?: typeof fetch;
}

/** Any OpenAI-compatible chat completions endpoint (OpenAI, Azure's compatible route, Ollama, vLLM, LM Studio). */
export function openAiQuestionWriter(config: LlmConfig, options: OpenAiWriterOptions): QuestionWriter {
  const { log, fetchImpl = fetch } = options;
  return {
    kind: "openai",
    async write(request) {
      try {
        const reply = await chatCompletion(config, fetchImpl, { temperature: 0.9, messages: promptFor(request) });
        const statements = parseStatements(reply).slice(0, request.count);
        if (statements.length === 0) log(`[llm] no statements in the reply: ${reply.slice(0, 200)}`);
        return statements;
      } catch (error) {
        log(`[llm] question generation failed for ${request.categoryId}: ${(error as Error).message}`);
        return [];
      }
    },
  };
}

function promptFor(request: WriteRequest): ChatMessage[] {
  const category = getCategory(request.categoryId);
  const intimate = request.categoryId === "intimacy";
  const system = [
    "You write statements for a dating app where adults answer each one with Done this, Open to this, Want this or Never this.",
    // Cards and profiles put the answer before the statement ("Want this: Visiting Japan"), so a statement
    // must read right after each of the four labels: a neutral experience, not a first-person sentence.
    "Each statement names one experience as a short neutral phrase (under 10 words), a gerund or noun phrase such as 'Skydiving', 'Visiting Japan' or 'Living abroad for a year', so that 'Done this:', 'Open to this:', 'Want this:' and 'Never this:' all read naturally before it.",
    "No 'I', 'my', 'me', 'you' or 'your'; start with a capital letter; no trailing punctuation.",
    "Write plain phrases: no numbering, no emoji, no quotes inside a statement.",
    intimate
      ? "This category is about sex and intimacy between consenting adults: keep it tasteful and suggestive, never explicit, graphic, or about anything non-consensual, illegal or involving minors."
      : "Keep every statement respectful and suitable for a dating profile.",
    "Reply with only a JSON array of strings.",
  ].join(" ");
  const user = [
    // The intimacy category's own description says "explicit"; the model is told the opposite above.
    `Category: ${category.name}${intimate ? "" : ` (${category.description})`}.`,
    `Write ${request.count} new statements.`,
    "Do not repeat or rephrase any of these existing ones:",
    ...request.avoid.map((statement) => `- ${statement}`),
  ].join("\n");
  return [
    { role: "system", content: system },
    { role: "user", content: user },
  ];
}

export interface ChatMessage {
  role: "system" | "user";
  content: string;
}

/**
 * One call to an OpenAI-compatible chat completions endpoint, resolving the first choice's text. It
 * throws on a non-2xx status, a timeout or a reply without message content; callers decide what a
 * failure means for them.
 */
export async function chatCompletion(
  config: LlmConfig,
  fetchImpl: typeof fetch,
  request: { temperature: number; messages: readonly ChatMessage[] },
): Promise<string> {
  const response = await fetchImpl(`${config.baseUrl}/chat/completions`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      // Local servers (Ollama, vLLM) take no key; only send one when configured.
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: config.model, temperature: request.temperature, messages: request.messages }),
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!response.ok) throw new Error(`answered ${response.status}`);
  return replyText(await response.json());
}

interface ChatCompletion {
  choices?: Array<{ message?: { content?: unknown } }>;
}

function replyText(body: unknown): string {
  const content = (body as ChatCompletion | null)?.choices?.[0]?.message?.content;
  if (typeof content !== "string") throw new Error("the reply has no message content");
  return content;
}

/**
 * The statements in a model's reply. Models wrap JSON in prose or code fences, or answer an object
 * ({"statements": [...]}) when asked for an array; all of those are accepted. Anything else is [].
 */
export function parseStatements(reply: string): string[] {
  const found = arrayIn(tryJson(reply)) ?? arrayIn(tryJson(outermost(reply, "[", "]"))) ?? [];
  const seen = new Set<string>();
  const statements: string[] = [];
  for (const item of found) {
    if (typeof item !== "string") continue;
    // Models sometimes end a statement with a full stop despite the prompt; the bank's statements have none.
    const statement = item
      .trim()
      .replace(/\s+/g, " ")
      .replace(/[.!]+$/, "");
    const key = statement.toLowerCase();
    if (!statement || statement.length > MAX_STATEMENT_LENGTH || seen.has(key)) continue;
    seen.add(key);
    statements.push(statement);
  }
  return statements;
}

function tryJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function outermost(text: string, open: string, close: string): string | undefined {
  const start = text.indexOf(open);
  const end = text.lastIndexOf(close);
  return start >= 0 && end > start ? text.slice(start, end + 1) : undefined;
}

/** An array, or the first array-valued property of an object. */
function arrayIn(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (value && typeof value === "object") return Object.values(value).find(Array.isArray);
  return undefined;
}
