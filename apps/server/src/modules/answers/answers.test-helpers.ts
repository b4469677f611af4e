import type { CategoryId } from "@down/common/categories";
import { reserveQuestions } from "@down/common/questions";
import type { FastifyInstance } from "fastify";
import { userResponses } from "../../db/schema";
import { type SignedIn, testDb } from "../../test/test-app";

/** Requests the answers suites make, on whichever test app a suite built. */
export const track = (on: FastifyInstance, as: SignedIn, payload: object) =>
  on.inject({ method: "POST", url: "/api/analytics/track-response", headers: { cookie: as.cookie }, payload });

export const answer = (on: FastifyInstance, as: SignedIn, id: string, response: string, categoryId = "adventure") =>
  track(on, as, { userId: as.id, categoryId, questionId: id, response });

export const generate = (on: FastifyInstance, as: SignedIn, categoryId: string, count: number) =>
  on.inject({
    method: "POST",
    url: "/api/generate-questions",
    headers: { cookie: as.cookie },
    payload: { categoryId, count },
  });

/** Arranges, straight in the database, that the user has answered every reserve statement but the first `left`. */
export async function answerReserveBut(on: FastifyInstance, as: SignedIn, categoryId: CategoryId, left: number) {
  const rows = reserveQuestions(categoryId)
    .slice(left)
    .map((q) => ({ userId: as.id, questionId: q.id, categoryId, response: "O" as const }));
  await testDb(on).insert(userResponses).values(rows);
  return reserveQuestions(categoryId)
    .slice(0, left)
    .map((q) => q.statement);
}
