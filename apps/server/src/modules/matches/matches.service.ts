import { lockUntilCommit } from "../../db/advisory-lock";
import type { Db } from "../../db/client";
import { badRequest, conflict, notFound } from "../../lib/app-error";
import type { EventBus } from "../../realtime/bus";
import { cardsFor } from "../matching/cards-for";
import type { MatchingIndex } from "../matching/matching-index";
import { addNotifications, type NewNotification } from "../notifications/notifications.service";
import * as repo from "./matches.repo";

export interface MatchDeps {
  db: Db;
  bus: EventBus;
}

export interface MatchRequestResult {
  id: string;
  fromUserId: string;
  toUserId: string;
  status: repo.MatchRequestRow["status"];
  mutual: boolean;
  createdAt: string;
  matchedAt: string | null;
}

const toResult = (row: repo.MatchRequestRow): MatchRequestResult => ({
  id: row.id,
  fromUserId: row.fromUserId,
  toUserId: row.toUserId,
  status: row.status,
  mutual: row.status === "matched",
  createdAt: row.createdAt.toISOString(),
  matchedAt: row.matchedAt?.toISOString() ?? null,
});

/**
 * A request from one person to another; the second request the other way makes a match. Repeating a
 * request changes nothing. The pair is locked so crossing requests cannot both miss each other.
 */
export async function sendMatchRequest(
  deps: MatchDeps,
  fromUserId: string,
  toUserId: string,
): Promise<MatchRequestResult> {
  if (fromUserId === toUserId) throw badRequest("You can't send a match request to yourself");
  const target = await repo.findTarget(deps.db, toUserId);
  if (!target || (await repo.isBlockedEitherWay(deps.db, fromUserId, toUserId))) throw notFound("User not found");
  const sender = await repo.findTarget(deps.db, fromUserId);

  const { result, created } = await deps.db.transaction(async (tx) => {
    await lockUntilCommit(tx, `match-pair:${[fromUserId, toUserId].sort().join(":")}`);
    const existing = await repo.findRequest(tx, fromUserId, toUserId);
    if (existing) return { result: existing, created: [] as NewNotification[] };
    if (!target.acceptingMatches)
      throw conflict(`${target.name ?? "This person"} is not accepting new matches right now`);
    const { row } = await repo.insertRequest(tx, fromUserId, toUserId);
    const reverse = await repo.findRequest(tx, toUserId, fromUserId);
    if (!reverse) {
      const notes = [
        {
          userId: toUserId,
          type: "match-request" as const,
          actorId: fromUserId,
          title: `${sender?.name ?? "Someone"} wants to match with you`,
        },
      ];
      return { result: row, created: await addNotifications(tx, notes).then(() => notes) };
    }
    const [mine] = (await repo.setPairStatus(tx, fromUserId, toUserId, "matched", new Date())).filter(
      (r) => r.fromUserId === fromUserId,
    );
    const notes: NewNotification[] = [
      {
        userId: toUserId,
        type: "match",
        actorId: fromUserId,
        title: "It's a Match!",
        body: `You and ${sender?.name ?? "someone"} matched`,
      },
      {
        userId: fromUserId,
        type: "match",
        actorId: toUserId,
        title: "It's a Match!",
        body: `You and ${target.name ?? "someone"} matched`,
      },
    ];
    await addNotifications(tx, notes);
    return { result: mine ?? row, created: notes };
  });
  // Committed: now tell both people's open apps.
  for (const note of created) await deps.bus.publish(note.userId, { type: note.type, fromUserId, toUserId });
  return toResult(result);
}

/** Each mutual match once, newest first, with the other person's profile card. */
export async function listMatches(deps: MatchDeps & { answerIndex: MatchingIndex }, userId: string) {
  const rows = await repo.listMatches(deps.db, userId);
  const cards = await cardsFor(
    deps.db,
    deps.answerIndex,
    userId,
    rows.map((r) => r.toUserId),
    "Matched",
  );
  const cardById = new Map(cards.map((c) => [c.id, c]));
  return rows.map((r) => ({
    ...r,
    matchedAt: r.matchedAt?.toISOString() ?? null,
    profile: cardById.get(r.toUserId) ?? null,
  }));
}

export async function matchStatus(db: Db, userId: string, otherId: string) {
  const row = await repo.findRequest(db, userId, otherId);
  return { isMatched: row?.status === "matched", requested: row !== undefined };
}

export async function unmatch(deps: MatchDeps, userId: string, otherId: string) {
  const removed = await repo.deletePair(deps.db, userId, otherId);
  if (removed.length === 0) throw notFound("No match with this person");
  await deps.bus.publish(otherId, { type: "unmatch", userId });
  return { ok: true };
}

/** Whether either person has sent the other a match request (pending or matched). */
export async function requestedEitherWay(db: Db, a: string, b: string): Promise<boolean> {
  const [ab, ba] = await Promise.all([repo.findRequest(db, a, b), repo.findRequest(db, b, a)]);
  return ab !== undefined || ba !== undefined;
}

/** Other modules ask through the service, never the repo. */
export const findTarget = (db: Db, userId: string) => repo.findTarget(db, userId);
export const isBlockedEitherWay = (db: Db, a: string, b: string) => repo.isBlockedEitherWay(db, a, b);
