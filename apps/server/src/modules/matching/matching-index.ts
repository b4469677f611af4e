import { randomUUID } from "node:crypto";
import { RESPONSES, type Response } from "@down/common/constants";
import type { Db } from "../../db/client";
import type { BusEvent, EventBus } from "../../realtime/bus";
import { AnswerIndex } from "./answer-index";
import { loadAllAnswers, loadPeople, loadUserAnswers } from "./index-loader";

/** Bus channel carrying index changes between instances. */
export const ANSWERS_CHANNEL = "answers";

/**
 * This instance's copy of the answer index: loaded from PostgreSQL at start, kept current by the
 * services that change what it holds, and by the bus for changes made on other instances. Nothing in it
 * is lost on restart: it is rebuilt from user_responses, profiles and user_preferences.
 */
export interface MatchingIndex {
  readonly index: AnswerIndex;
  /** Call after an answer commits: applies it here and tells the other instances. */
  applyAnswer(userId: string, questionId: string, response: Response): Promise<void>;
  /** Call after a profile's search fields or preferences change (location, gender, interests, flags). */
  refreshPerson(userId: string): Promise<void>;
  /** Re-reads a user's answers and search fields from the database (after bulk writes, in tests). */
  reloadUser(userId: string): Promise<void>;
  /** Call after an account is deleted. */
  forgetUser(userId: string): Promise<void>;
  close(): void;
}

export async function createMatchingIndex(db: Db, bus: EventBus): Promise<MatchingIndex> {
  const index = new AnswerIndex();
  const origin = randomUUID();

  const local = {
    async answer(userId: string, questionId: string, response: Response) {
      const known = index.indexOf(userId) !== undefined;
      index.setAnswer(userId, questionId, response);
      if (!known) await loadPeople(db, index, [userId]);
    },
    person: (userId: string) => loadPeople(db, index, [userId]),
    async reload(userId: string) {
      await loadUserAnswers(db, index, userId);
      await loadPeople(db, index, [userId]);
    },
  };

  // Subscribe before loading, so nothing committed during the load is missed.
  const unsubscribe = bus.subscribe(ANSWERS_CHANNEL, (event: BusEvent) => {
    if (event.origin === origin || typeof event.userId !== "string") return;
    const { userId } = event;
    if (event.type === "answer" && typeof event.questionId === "string" && isResponse(event.response)) {
      void local.answer(userId, event.questionId, event.response);
    } else if (event.type === "person") void local.person(userId);
    else if (event.type === "reload") void local.reload(userId);
    else if (event.type === "forget") index.removeUser(userId);
  });
  await loadPeople(db, index);
  await loadAllAnswers(db, index);

  const publish = (type: string, userId: string, extra: Record<string, unknown> = {}) =>
    bus.publish(ANSWERS_CHANNEL, { type, userId, origin, ...extra });

  return {
    index,
    async applyAnswer(userId, questionId, response) {
      await local.answer(userId, questionId, response);
      await publish("answer", userId, { questionId, response });
    },
    async refreshPerson(userId) {
      await local.person(userId);
      await publish("person", userId);
    },
    async reloadUser(userId) {
      await local.reload(userId);
      await publish("reload", userId);
    },
    async forgetUser(userId) {
      index.removeUser(userId);
      await publish("forget", userId);
    },
    close: unsubscribe,
  };
}

const isResponse = (value: unknown): value is Response => RESPONSES.includes(value as Response);

declare module "fastify" {
  interface FastifyInstance {
    /** The same index route modules get; tests reach it here to load rows they wrote directly. */
    answerIndex: MatchingIndex;
  }
}
