import { RESPONSES, type Response } from "@down/common/constants";
import { isProfileReady } from "@down/common/profile-ready";
import { findQuestion } from "@down/common/questions";
import type { RealtimeEvent } from "@down/common/schemas/realtime-events";
import { realtimeEventSchema } from "@down/common/schemas/realtime-events";
import { compareAsSeen, scoreFromTotals } from "@down/common/scoring";
import type { Db } from "../../db/client";
import { ANSWERS_CHANNEL } from "../../matching/matching-index";
import type { BusEvent, EventBus } from "../../realtime/bus";
import { changeDate } from "../dates/dates.service";
import { answerInvite } from "../dates/invites.service";
import { writeReview } from "../dates/reviews.service";
import { sendMatchRequest } from "../matches/matches.service";
import { answerQuestion, sendMessage } from "../messages/messages.service";
import * as repo from "./demo-life.repo";
import {
  ACCEPTED,
  DATE_PLANNED,
  DECLINED,
  OPENERS,
  pickLine,
  REPLY_POOLS,
  REVIEW_COMMENTS,
  replyKind,
  SOONER,
} from "./demo-lines";

/** A request is accepted at once from this DOWN SCORE up; below it, only sometimes. */
export const ACCEPT_SCORE = 50;
const ACCEPT_ANYWAY = 0.3;
const OPENER_CHANCE = 0.5;
const WELCOME_REQUESTS = 3;
/** Of later invites (the first from a person is always accepted), how many are accepted or moved. */
const INVITE_ACCEPT = 0.7;
const INVITE_MOVE = 0.85;
/**
 * The demo's fast clock: a demo person's date happens this soon after they accept, whatever time was
 * proposed, so a newcomer reaches Past Dates, a review and a rating in minutes rather than days. Only a
 * demo person's own answer chooses this time; a real person's dates keep theirs.
 */
export const DEMO_DATE_MS = 2 * 60_000;
/** Demo dates picked up again after a restart, at most (a demo machine has a handful). */
const OPEN_DATES_AT_START = 200;

export interface DemoLifeDeps {
  db: Db;
  /** The bus the demo's own writes go out on (not the watching one, so it never hears itself). */
  bus: EventBus;
  random?: () => number;
  /** Milliseconds to wait for a kind of pause; tests answer 0. */
  pause?: (kind: keyof typeof PAUSES) => number;
  /** From a demo person's yes to the end of the date (the fast clock); DEMO_DATE_SECONDS. */
  dateMs?: number;
  log?: (message: string, error?: unknown) => void;
}

const PAUSES = {
  accept: [3_000, 8_000],
  opener: [6_000, 20_000],
  typing: [1_000, 3_000],
  reply: [2_000, 5_000],
  answer: [3_000, 10_000],
  welcome: [5_000, 30_000],
  invite: [4_000, 12_000],
  review: [5_000, 20_000],
} as const;

export interface DemoLife {
  /** Every event the server publishes passes here (after its commit); demo people react to some. */
  notice(channel: string, event: BusEvent): void;
  /** Waits for every reaction under way (tests), then stops. */
  settle(): Promise<void>;
  close(): void;
}

/**
 * Demo people behave like people so a newcomer sees the whole loop on their own machine: they accept
 * requests, write first, answer questions and reply after a typing pause. Every action is taken as a
 * demo person through the same services a person uses (so blocks, matches and limits all apply), and
 * only in answer to a real person who reached out to them or just finished a category; a real account
 * is never acted for.
 */
export function createDemoLife(deps: DemoLifeDeps): DemoLife {
  // Read once, on the first event: demo people are only ever created by the seed, before the server starts.
  let demoSet: Promise<Set<string>> | null = null;
  let demo = new Set<string>();
  const loadDemo = () => {
    demoSet ??= repo.demoIds(deps.db).then(async (ids) => {
      demo = ids;
      // Dates said yes to before a restart: their timers were in memory.
      for (const open of await repo.openDemoDates(deps.db, OPEN_DATES_AT_START)) {
        const ends = (open.scheduledAt?.getTime() ?? Date.now()) + Math.round(dateMs / 2);
        afterDate(open.demoId, open.id, Math.max(0, ends - Date.now()));
      }
      return ids;
    });
    return demoSet;
  };
  const random = deps.random ?? Math.random;
  const between = (kind: keyof typeof PAUSES) => {
    if (deps.pause) return deps.pause(kind);
    const [min, max] = PAUSES[kind];
    return min + Math.floor(random() * (max - min));
  };
  const log = deps.log ?? (() => {});
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const running = new Set<Promise<void>>();
  const replying = new Set<string>();
  const lastLine = new Map<string, string>();
  const welcomed = new Set<string>();
  const dateMs = deps.dateMs ?? DEMO_DATE_MS;
  let closed = false;

  const later = (kind: keyof typeof PAUSES | number, action: () => Promise<void>) => {
    if (closed) return;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        if (closed) return;
        const run = action()
          .catch((error: unknown) => log("a demo person's reaction failed", error))
          .finally(() => running.delete(run));
        running.add(run);
      },
      typeof kind === "number" ? kind : between(kind),
    );
    timer.unref?.();
    timers.add(timer);
  };

  const isDemo = (id: string) => demo.has(id);
  const services = { db: deps.db, bus: deps.bus };

  const say = async (demoId: string, toId: string, pool: readonly string[]) => {
    const key = `${demoId}:${toId}`;
    const content = pickLine(pool, lastLine.get(key), random);
    lastLine.set(key, content);
    await sendMessage(services, { senderId: demoId, receiverId: toId, content });
  };

  /** Their own answers' mix stands for their temperament when they answer a custom question. */
  const answerLike = async (demoId: string): Promise<Response> => {
    const answers = [...(await repo.answersOf(deps.db, demoId)).values()];
    if (answers.length === 0) return RESPONSES[Math.floor(random() * RESPONSES.length)] ?? "O";
    return answers[Math.floor(random() * answers.length)] ?? "O";
  };

  const onRequest = (demoId: string, fromId: string) =>
    later("accept", async () => {
      const [mine, theirs] = await Promise.all([repo.answersOf(deps.db, demoId), repo.answersOf(deps.db, fromId)]);
      // The score the asker sees of them (they are not matched yet): an answer hidden from the asker must
      // not sway a visible yes or no either (docs/decisions/007).
      const { weight, common } = compareAsSeen(mine, theirs, false, (id) => findQuestion(id)?.categoryId);
      const score = scoreFromTotals(weight, common);
      if (score < ACCEPT_SCORE && random() >= ACCEPT_ANYWAY) return;
      const result = await sendMatchRequest(services, demoId, fromId);
      // Accepted through the plain bus, so the match is not noticed by itself: maybe write first now.
      if (result.mutual) onMatch(demoId, fromId);
    });

  const onMatch = (demoId: string, otherId: string) => {
    if (random() >= OPENER_CHANCE) return;
    later("opener", async () => {
      // Writing first only means something while nobody has: an opener after their hello reads oddly.
      if (await repo.haveTalked(deps.db, demoId, otherId)) return;
      await say(demoId, otherId, OPENERS);
    });
  };

  const onMessage = (demoId: string, fromId: string, content: string) => {
    const key = `${demoId}:${fromId}`;
    // A burst of messages gets one reply, the way people answer a few lines at once.
    if (replying.has(key)) return;
    replying.add(key);
    later("typing", async () => {
      try {
        await deps.bus.publish(fromId, { type: "typing", fromUserId: demoId } satisfies RealtimeEvent);
      } catch (error) {
        replying.delete(key);
        throw error;
      }
      later("reply", async () => {
        replying.delete(key);
        const kind = replyKind(content);
        // Once an invite is out or the date is set, talk of meeting looks forward to it.
        const planned = kind === "date" && (await repo.datePlanned(deps.db, demoId, fromId));
        await say(demoId, fromId, planned ? DATE_PLANNED : REPLY_POOLS[kind]);
      });
    });
  };

  const onQuestion = (demoId: string, questionId: string) =>
    later("answer", async () => {
      await answerQuestion(services, questionId, demoId, await answerLike(demoId));
    });

  /**
   * A few demo people who could like a newcomer ask to match once the newcomer is findable (a name and an
   * adult age, docs/product.md#edit-profile) and has answered a full category, in whichever order those
   * happened: a profile finished after the category counts as much as one finished before it.
   */
  const maybeWelcome = async (userId: string) => {
    if (welcomed.has(userId)) return;
    // Held while deciding, so a burst of answers decides once; let go when the person is not ready yet.
    welcomed.add(userId);
    let welcome = false;
    try {
      const [me] = await repo.fitsOf(deps.db, [userId]);
      if (!me || !findable(me)) return;
      if ((await repo.completedCategories(deps.db, userId)) < 1) return;
      welcome = true;
      if (await repo.demoAskedAlready(deps.db, userId)) return;
      // Every demo person is a candidate (a few hundred rows, once per newcomer): a sample of 60 left
      // people with rarer wishes (non-binary, or into "Everyone" only) without a welcome.
      const candidates = (await repo.fitsOf(deps.db, [...demo])).sort(() => random() - 0.5);
      const chosen = candidates.filter((d) => findable(d) && fits(d, me) && fits(me, d)).slice(0, WELCOME_REQUESTS);
      for (const d of chosen) later("welcome", () => sendMatchRequest(services, d.userId, userId).then(() => {}));
    } finally {
      if (!welcome) welcomed.delete(userId);
    }
  };

  /**
   * A demo person answers an invite: the first one from a person always with a yes (so every newcomer can
   * reach a date), later ones mostly yes, sometimes at another time, sometimes no. A yes is for a time soon
   * (the demo's fast clock), after which the date completes and the demo person reviews it.
   */
  const onInvite = (demoId: string, inviteId: string) =>
    later("invite", async () => {
      const invite = await repo.findInvite(deps.db, inviteId);
      if (invite?.receiverId !== demoId || invite.status !== "pending" || isDemo(invite.senderId)) return;
      const first = (await repo.invitesSent(deps.db, invite.senderId, demoId)) <= 1;
      const roll = first ? 0 : random();
      if (roll >= INVITE_MOVE) {
        await answerInvite(services, demoId, inviteId, { status: "declined" });
        await say(demoId, invite.senderId, DECLINED);
        return;
      }
      const at = new Date(Date.now() + Math.round(dateMs / 2));
      const asked = invite.proposedDateTime;
      const answered = await answerInvite(services, demoId, inviteId, {
        status: "accepted",
        scheduledAt: at.toISOString(),
      });
      const moved = roll >= INVITE_ACCEPT || (asked !== null && asked.getTime() > at.getTime() + dateMs);
      await say(demoId, invite.senderId, moved ? SOONER : ACCEPTED);
      if (answered.dateEventId) afterDate(demoId, answered.dateEventId, dateMs);
    });

  /** When the date's time has passed, the demo person marks it completed, then reviews it after a pause. */
  const afterDate = (demoId: string, dateId: string, inMs: number) =>
    later(inMs, async () => {
      const date = await repo.findDate(deps.db, dateId);
      if (date?.status !== "scheduled") return;
      await changeDate(services, demoId, dateId, { status: "completed" });
      later("review", async () => {
        const stars = () => (random() < 0.7 ? 5 : 4);
        await writeReview(services, demoId, {
          dateEventId: dateId,
          ratingOverall: stars(),
          chemistryScore: stars(),
          punctualityScore: stars(),
          comment: pickLine(REVIEW_COMMENTS, undefined, random),
          activitiesCompleted: [],
        });
      });
    });

  const react = async (channel: string, raw: BusEvent) => {
    await loadDemo();
    if (channel === ANSWERS_CHANNEL) {
      // An answer may finish a category; "person" follows every profile save (the matching index's refresh).
      const who = raw.userId;
      if ((raw.type === "answer" || raw.type === "person") && typeof who === "string" && !isDemo(who)) {
        await maybeWelcome(who);
      }
      return;
    }
    if (!isDemo(channel)) return;
    const parsed = realtimeEventSchema.safeParse(raw);
    if (!parsed.success) return;
    const event = parsed.data;
    if (event.type === "match-request" && event.toUserId === channel && !isDemo(event.fromUserId)) {
      onRequest(channel, event.fromUserId);
    } else if (event.type === "match") {
      const other = event.fromUserId === channel ? event.toUserId : event.fromUserId;
      if (!isDemo(other)) onMatch(channel, other);
    } else if (event.type === "message" && event.message.receiverId === channel && !isDemo(event.message.senderId)) {
      onMessage(channel, event.message.senderId, event.message.content);
    } else if (
      event.type === "custom-question" &&
      event.action === "asked" &&
      event.question.receiverId === channel &&
      !isDemo(event.question.senderId)
    ) {
      onQuestion(channel, event.question.id);
    } else if (event.type === "invite" && event.action === "sent") {
      onInvite(channel, event.inviteId);
    }
  };

  return {
    notice(channel, raw) {
      if (closed) return;
      const run = react(channel, raw)
        .catch((error: unknown) => log("a demo person's reaction failed", error))
        .finally(() => running.delete(run));
      running.add(run);
    },
    async settle() {
      while (timers.size > 0 || running.size > 0) {
        await Promise.all([...running]);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

const GENDER_WORD: Record<string, string> = { Male: "Men", Female: "Women" };

/** In search, and open to requests: the same rule the matching index uses to show a person. */
const findable = (p: repo.Fit) => isProfileReady(p) && p.acceptingMatches && !p.paused && !p.moderationHold;

/** Whether `who`'s gender is among the people `seeker` is interested in. */
function fits(seeker: repo.Fit, who: repo.Fit): boolean {
  const into = seeker.interestedIn;
  if (into.length === 0 || into.includes("Everyone")) return true;
  const word = who.gender ? GENDER_WORD[who.gender] : undefined;
  return word !== undefined && into.includes(word);
}

/** The bus, watched: each event also reaches the demo people after it went out. */
export function livingDemoBus(bus: EventBus, life: DemoLife): EventBus {
  return {
    ...bus,
    async publish(userId, event) {
      await bus.publish(userId, event);
      life.notice(userId, event);
    },
    subscribe: (userId, listener) => bus.subscribe(userId, listener),
    hasListeners: (userId) => bus.hasListeners(userId),
    close: async () => {
      life.close();
      await bus.close();
    },
  };
}
