import { type LikesYouPage, type LikesYouQuery, YOUR_TURN_LIMIT } from "@down/common/schemas/matches";
import { lockPairUntilCommit } from "../../db/advisory-lock";
import type { Db, Tx } from "../../db/client";
import { transactionInTurn } from "../../db/in-turn";
import { badRequest, conflict, forbidden, notFound, yourTurn } from "../../lib/app-error";
import type { MatchingIndex } from "../../matching/matching-index";
import type { EventBus } from "../../realtime/bus";
import { isHiddenEitherWay } from "../blocks/blocks.service";
import { addNotifications, type NewNotification } from "../notifications/notifications.service";
import { assertReady } from "../profiles/profiles.service";
import { cardsFor } from "../search/search.service";
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
 * Holds the pair (either order) until the transaction ends. Whatever reads "are these two matched, is either
 * blocked" and then writes between them takes it, and so does whatever ends the pair (unmatch, block,
 * report). A per-person lock, when one is needed, is taken first, then this one: one order everywhere, so
 * two transactions never wait on each other (docs/decisions/020-rules-that-read-then-write-take-a-lock.md).
 */
export const lockPair = lockPairUntilCommit;

/** The other person of a new match as its event names them (RealtimeEvent "match"): visible columns only. */
interface MatchedPerson {
  id: string;
  name: string | null;
  photo: string | null;
}
type People = Record<string, { person: MatchedPerson }>;
const NO_PEOPLE: People = {};
const personOf = (row: MatchedPerson): MatchedPerson => ({ id: row.id, name: row.name, photo: row.photo });

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
  // The sender's lock first, then the pair's (decision 020's one order): "Your turn" is read and the request
  // written in one transaction under it.
  const { result, created, people } = await transactionInTurn(deps.db, `match-sender:${fromUserId}`, async (tx) => {
    // Everything the request is judged on is read under the pair's lock, which a block takes too: a block
    // that has answered leaves no request behind it (docs/decisions/020-rules-that-read-then-write-take-a-lock.md).
    await lockPair(tx, fromUserId, toUserId);
    const sender = await repo.findTarget(tx, fromUserId);
    if (!sender) throw notFound("Profile not found");
    assertReady(sender);
    const target = await repo.findTarget(tx, toUserId);
    // Someone held out after an 'underage' report is nobody to match with until a moderator decides, even
    // by answering a request they sent before the report.
    if (!target || target.moderationHold || (await isHiddenEitherWay(tx, fromUserId, toUserId))) {
      throw notFound("User not found");
    }
    if (sender.moderationHold) {
      throw forbidden(
        "Your profile is being reviewed by our team. You can send match requests again once it is cleared.",
      );
    }
    if (sender.paused) throw conflict("Your account is paused. Turn it back on in Settings to send match requests.");
    const existing = await repo.findRequest(tx, fromUserId, toUserId);
    if (existing) return { result: existing, created: [] as NewNotification[], people: NO_PEOPLE };
    const reverse = await repo.findRequest(tx, toUserId, fromUserId);
    // Someone hidden from searches can only be answered, never found by id: they look like nobody.
    if (!target.appearInSearches && !reverse) throw notFound("User not found");
    if (!target.acceptingMatches) throw conflict("This person is not accepting new matches right now");
    // Your turn: a Match Back answers someone, so only a new request waits until the sender replies.
    if (!reverse && (await repo.waitingOnReplyIds(tx, fromUserId)).length >= YOUR_TURN_LIMIT) {
      throw yourTurn(
        `It's your turn: ${YOUR_TURN_LIMIT} matches are waiting on your reply. Answer or close one before sending a new match request.`,
      );
    }
    const { row } = await repo.insertRequest(tx, fromUserId, toUserId);
    if (!reverse) {
      const notes = [
        {
          userId: toUserId,
          type: "match-request" as const,
          actorId: fromUserId,
          title: `${sender.name ?? "Someone"} wants to match with you`,
        },
      ];
      return { result: row, created: await addNotifications(tx, notes).then(() => notes), people: NO_PEOPLE };
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
        body: `You and ${sender.name ?? "someone"} matched`,
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
    // Each side hears about the other.
    const people: People = { [toUserId]: { person: personOf(sender) }, [fromUserId]: { person: personOf(target) } };
    return { result: mine ?? row, created: notes, people };
  });
  // Committed: now tell both people's open apps. A match carries the other person's first name and photo, so
  // each side's "It's a Match!" shows at once, wherever they are in the app.
  for (const note of created) {
    await deps.bus.publish(note.userId, { type: note.type, fromUserId, toUserId, ...people[note.userId] });
  }
  return toResult(result);
}

/** Each mutual match once, newest first, with the other person's profile card. */
export async function listMatches(deps: MatchDeps & { matchingIndex: MatchingIndex }, userId: string) {
  const [rows, waiting] = await Promise.all([
    repo.listMatches(deps.db, userId),
    repo.waitingOnReplyIds(deps.db, userId),
  ]);
  const ids = rows.map((r) => r.toUserId);
  const cards = await cardsFor(deps.db, deps.matchingIndex, userId, ids, new Set(ids));
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const waitingOn = new Set(waiting);
  return rows.map((r) => ({
    ...r,
    matchedAt: r.matchedAt?.toISOString() ?? null,
    profile: cardById.get(r.toUserId) ?? null,
    yourTurn: waitingOn.has(r.toUserId),
  }));
}

const encodeCursor = (row: { createdAt: Date; id: string }) => `${row.createdAt.getTime()}.${row.id}`;
function decodeCursor(cursor: string | undefined): repo.LikesYouCursor | undefined {
  if (!cursor) return undefined;
  const dot = cursor.indexOf(".");
  return { createdAt: new Date(Number(cursor.slice(0, dot))), id: cursor.slice(dot + 1) };
}

/**
 * "Likes you": the people who asked `userId` to match and wait for their answer, newest first, one page, each
 * with their card (marked likesYou); a Match Back is a match request the other way.
 */
export async function listLikesYou(
  deps: MatchDeps & { matchingIndex: MatchingIndex },
  userId: string,
  query: LikesYouQuery,
): Promise<LikesYouPage> {
  // One extra row says whether there is a next page.
  const rows = await repo.likesYouPage(deps.db, userId, query.limit + 1, decodeCursor(query.cursor));
  const page = rows.slice(0, query.limit);
  const ids = page.map((r) => r.fromUserId);
  const cards = await cardsFor(deps.db, deps.matchingIndex, userId, ids, new Set(), new Set(ids));
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const items = page.flatMap((r) => {
    const profile = cardById.get(r.fromUserId);
    return profile ? [{ id: r.id, likedAt: r.createdAt.toISOString(), profile }] : [];
  });
  const last = page.at(-1);
  return { items, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}

export async function matchStatus(db: Db, userId: string, otherId: string) {
  const row = await repo.findRequest(db, userId, otherId);
  return { isMatched: row?.status === "matched", requested: row !== undefined };
}

export async function unmatch(deps: MatchDeps, userId: string, otherId: string) {
  // Under the pair's lock, which every line of the chat takes before it checks the match: once this has
  // answered, nothing more is stored between the two (docs/decisions/020-rules-that-read-then-write-take-a-lock.md).
  const removed = await deps.db.transaction(async (tx) => {
    await lockPair(tx, userId, otherId);
    return repo.deletePair(tx, userId, otherId);
  });
  if (removed.length === 0) throw notFound("No match with this person");
  // Both people's open apps hear it, each naming the other: their sockets stop typing between the two
  // (modules/live/typing-gate.ts), and the unmatcher's other tabs refresh their lists.
  await deps.bus.publish(otherId, { type: "unmatch", userId });
  await deps.bus.publish(userId, { type: "unmatch", userId: otherId });
  return { ok: true as const };
}

/** Other modules ask through the service, never the repo. */
export const findTarget = (db: Db, userId: string) => repo.findTarget(db, userId);
/** Everyone `userId` may talk to now (matched, no block, not banned): loaded once per open socket. */
export const talkableIds = (db: Db, userId: string) => repo.talkableIds(db, userId);
/** One direction's request row (both are "matched" once the two people match). */
export const findRequestRow = (db: Tx | Db, fromUserId: string, toUserId: string) =>
  repo.findRequest(db, fromUserId, toUserId);
/**
 * Ends whatever stands between two people (requests either way, a match) inside the caller's transaction,
 * under the pair's lock: a block or report that has answered leaves no line, invite or request behind it
 * (docs/decisions/020-rules-that-read-then-write-take-a-lock.md).
 */
export async function endPair(tx: Tx, a: string, b: string) {
  await lockPair(tx, a, b);
  return repo.deletePair(tx, a, b);
}
