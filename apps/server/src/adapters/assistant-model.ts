import type { LlmConfig } from "../config";
import { type ChatMessage, chatCompletion } from "./llm";

/** What LOVE gives the model: the question, the knowledge-base entries it matched, and the asker's figures. */
export interface AssistantPrompt {
  question: string;
  /** The closest knowledge-base answers, best first. */
  knowledge: readonly string[];
  /** The asker's own numbers, one per line. */
  figures: string;
}

/**
 * Words LOVE's answers with a model when LLM_BASE_URL is set. `answer` resolves null on any error,
 * timeout or empty reply, and LOVE then answers from the knowledge base alone.
 */
export interface AssistantModel {
  readonly kind: "openai";
  answer(prompt: AssistantPrompt): Promise<string | null>;
}

/** A reply longer than this is cut: the panel is 500 px tall. */
export const MAX_MODEL_ANSWER = 1200;

export function openAiAssistantModel(
  config: LlmConfig,
  options: { log: (line: string) => void; fetchImpl?: typeof fetch },
): AssistantModel {
  const { log, fetchImpl = fetch } = options;
  return {
    kind: "openai",
    async answer(prompt) {
      try {
        const reply = (
          await chatCompletion(config, fetchImpl, { temperature: 0.3, messages: messagesFor(prompt) })
        ).trim();
        if (!reply) throw new Error("empty reply");
        return reply.slice(0, MAX_MODEL_ANSWER);
      } catch (error) {
        log(`[llm] LOVE's model failed, answering locally: ${(error as Error).message}`);
        return null;
      }
    },
  };
}

function messagesFor(prompt: AssistantPrompt): ChatMessage[] {
  const system = [
    "You are LOVE, the friendly assistant inside DOWN, a dating app where people answer questions with Done this, Open to this, Want this or Never this and match on shared experiences.",
    "Answer only questions about DOWN and dating in it, in two to four short, warm sentences, using only the facts below.",
    "If the question is not about DOWN, say briefly that you can help with matching, messaging, dates, settings, safety and the person's own numbers.",
    "Keep any links written as [Label](/path) exactly as they appear in the facts. Never invent figures: use the person's numbers below.",
    "",
    "Facts from the help pages (closest first):",
    ...prompt.knowledge.map((entry) => `- ${entry}`),
    "",
    "The person's own numbers:",
    prompt.figures,
  ].join("\n");
  return [
    { role: "system", content: system },
    { role: "user", content: prompt.question },
  ];
}
