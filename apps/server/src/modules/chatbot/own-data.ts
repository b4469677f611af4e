import { CATEGORIES, type CategoryId, isCategoryId } from "@down/common/categories";
import { QUESTIONS_PER_SESSION } from "@down/common/constants";
import type { Db } from "../../db/client";
import type { MatchingIndex } from "../../matching/matching-index";
import type { EventBus } from "../../realtime/bus";
import { answerSummary } from "../answers/answers.service";
import { listDates } from "../dates/dates.service";
import { listInvites } from "../dates/invites.service";
import { listMatches } from "../matches/matches.service";
import type { OwnDataKind } from "./knowledge/intent";
import { beFound, whyNoOne } from "./personal/findable";
import { askWho, type KnownPerson, notFoundAnswer, scoreWith, topOfResults, whichOne } from "./personal/people";
import { notReplying, waitingOnMe } from "./personal/waiting";
import { endSentence, listInWords, person, plural } from "./personal/words";

export interface OwnDataDeps {
  db: Db;
  bus: EventBus;
  matchingIndex: MatchingIndex;
}

/** MM/dd/yyyy (docs/product.md#constants). The server does not know the asker's time zone, so dates are read in UTC. */
function usDate(date: Date): string {
  return date.toLocaleDateString("en-US", { month: "2-digit", day: "2-digit", year: "numeric", timeZone: "UTC" });
}

async function matchesOf(deps: OwnDataDeps, userId: string) {
  const matches = await listMatches(deps, userId);
  const [newest] = matches; // listMatches is newest first
  return {
    count: matches.length,
    newest: newest ? { id: newest.toUserId, name: newest.profile?.name ?? "someone", at: newest.matchedAt } : null,
  };
}

async function answersOf(db: Db, userId: string) {
  const summary = await answerSummary(db, userId);
  const answeredIn = new Map<CategoryId, number>();
  for (const c of summary.categories) {
    const n = c.dCount + c.oCount + c.wCount + c.nCount;
    if (n > 0 && isCategoryId(c.categoryId)) answeredIn.set(c.categoryId, n);
  }
  const counts = { D: 0, O: 0, W: 0, N: 0 };
  for (const c of summary.categories) {
    counts.D += c.dCount;
    counts.O += c.oCount;
    counts.W += c.wCount;
    counts.N += c.nCount;
  }
  return { ...summary, counts, answeredIn };
}

/**
 * The dates module's own lists (the ones My Dates shows, so blocked and banned people are already left
 * out): every scheduled date still ahead, soonest first, and the pending invites either way.
 */
async function datesOf(db: Db, userId: string) {
  const now = Date.now();
  const [dates, invites] = await Promise.all([listDates(db, userId), listInvites(db, userId)]);
  const upcoming = dates
    .flatMap((d) => {
      const at = d.status === "scheduled" && d.scheduledAt ? Date.parse(d.scheduledAt) : Number.NaN;
      return at >= now ? [{ dateType: d.dateType, at, otherName: d.other.name }] : [];
    })
    .sort((a, b) => a.at - b.at);
  const pending = invites.filter((i) => i.status === "pending");
  return {
    upcoming,
    pending: {
      sent: pending.filter((i) => i.direction === "sent").length,
      received: pending.filter((i) => i.direction === "received").length,
    },
  };
}

async function matchCount(deps: OwnDataDeps, userId: string): Promise<string> {
  const { count, newest } = await matchesOf(deps, userId);
  if (count === 0 || !newest)
    return "You don't have any matches yet. Answer a few categories in [Explore](/explore), then send match requests from your results: a match happens when someone sends one back.";
  if (count === 1) return `You have 1 match: ${endSentence(person(newest.name))} [Open Matches](/matches)`;
  return `You have ${count} matches. Your newest is ${endSentence(person(newest.name))} [Open Matches](/matches)`;
}

async function lastMatch(deps: OwnDataDeps, userId: string): Promise<string> {
  const { newest } = await matchesOf(deps, userId);
  if (!newest)
    return "You haven't matched with anyone yet. Send match requests from your results; when someone sends one back, I'll be able to tell you who. [Open Explore](/explore)";
  const when = newest.at ? ` on ${usDate(new Date(newest.at))}` : "";
  return `Your most recent match is ${endSentence(`${person(newest.name)}${when}`)} Say hi! [Message ${person(newest.name)}](/messages/${newest.id})`;
}

async function downScore(db: Db, userId: string): Promise<string> {
  const a = await answersOf(db, userId);
  if (a.answerCount === 0)
    return "You don't have a DOWN score yet: it grows with every question you answer (4 points for Done this, 3 for Open, 2 for Want, 1 for Never). Start in [Explore](/explore).";
  return `Your profile DOWN score is ${a.downScore}, from ${plural(a.answerCount, "answer")}: ${a.counts.D} Done, ${a.counts.O} Open, ${a.counts.W} Want and ${a.counts.N} Never (4, 3, 2 and 1 points each). That's ${a.downPercent ?? 0}% of the most those answers could score. Your DOWN SCORE with a particular person is different: it's on their card.`;
}

async function answerCount(db: Db, userId: string): Promise<string> {
  const a = await answersOf(db, userId);
  if (a.answerCount === 0)
    return "You haven't answered any questions yet. Pick a category in [Explore](/explore): each one deals you 20.";
  const [topId, topCount] = [...a.answeredIn.entries()].sort((x, y) => y[1] - x[1])[0] ?? [];
  const top = topId ? ` Your most answered is ${CATEGORIES.find((c) => c.id === topId)?.name} (${topCount}).` : "";
  return `You've answered ${plural(a.answerCount, "question")} in ${a.answeredIn.size} of ${CATEGORIES.length} categories.${top}`;
}

async function categoriesLeft(db: Db, userId: string): Promise<string> {
  const a = await answersOf(db, userId);
  const untouched = CATEGORIES.filter((c) => !a.answeredIn.has(c.id));
  const partial = CATEGORIES.filter((c) => (a.answeredIn.get(c.id) ?? 0) > 0)
    .filter((c) => (a.answeredIn.get(c.id) ?? 0) < QUESTIONS_PER_SESSION)
    .map((c) => `${c.name} (${a.answeredIn.get(c.id)} of ${QUESTIONS_PER_SESSION})`);
  const partway = partial.length > 0 ? ` You're partway through ${listInWords(partial)}.` : "";
  if (untouched.length === 0)
    return `You've answered questions in all ${CATEGORIES.length} categories. Impressive!${partway}`;
  const links = untouched.slice(0, 3).map((c) => `[${c.name}](/questions/${c.id})`);
  return `You haven't started ${plural(untouched.length, "category", "categories")} yet: ${listInWords(untouched.map((c) => c.name))}.${partway} Try one: ${links.join(" ")}`;
}

async function upcomingDates(db: Db, userId: string): Promise<string> {
  const { upcoming, pending } = await datesOf(db, userId);
  const invitesLine = [
    pending.received > 0 ? `${plural(pending.received, "invite")} waiting for your answer` : "",
    pending.sent > 0 ? `${plural(pending.sent, "invite")} you sent still pending` : "",
  ].filter(Boolean);
  const invitesText = invitesLine.length > 0 ? ` You also have ${listInWords(invitesLine)}.` : "";
  const [next] = upcoming;
  if (!next) {
    if (invitesLine.length > 0)
      return `No dates are scheduled yet, but you have ${listInWords(invitesLine)}. [Open My Dates](/my-dates)`;
    return "No dates coming up yet. Invite one of your matches: open their profile and tap Invite on a Date, then pick romantic, hang or play. [Open Matches](/matches)";
  }
  const when = ` on ${usDate(new Date(next.at))}`;
  return `You have ${plural(upcoming.length, "upcoming date")}. Next: a ${next.dateType} date with ${endSentence(`${next.otherName ? person(next.otherName) : "your match"}${when}`)}${invitesText} [Open My Dates](/my-dates)`;
}

/**
 * Who a question is about, as love.ts resolved it among the asker's matches and results: a person, several
 * with the same name (LOVE asks which), none named, or a name LOVE could not find.
 */
export type About =
  | { kind: "one"; person: KnownPerson }
  | { kind: "many"; people: KnownPerson[] }
  | { kind: "none" }
  | { kind: "unknown" };

/** "my 11 % with Phoenix": the figure the asker quoted, to say when it has moved since. */
const quotedPercent = (question: string) => {
  const m = /(\d{1,3})\s*(?:%|percent|pc\b)/i.exec(question);
  return m?.[1] ? Number(m[1]) : null;
};

function aboutSomeone(
  about: About,
  answer: (who: KnownPerson) => Promise<string>,
  nobody: () => Promise<string>,
): Promise<string> {
  switch (about.kind) {
    case "one":
      return answer(about.person);
    case "many":
      return Promise.resolve(whichOne(about.people));
    case "unknown":
      return Promise.resolve(notFoundAnswer());
    case "none":
      return nobody();
  }
}

/** The answer to an own-data question, computed from the asker's rows only. */
export function ownDataAnswer(
  deps: OwnDataDeps,
  userId: string,
  kind: OwnDataKind,
  ask: { question: string; about: About } = { question: "", about: { kind: "none" } },
): Promise<string> {
  const noneNamed = () => whyNoOne(deps, userId);
  switch (kind) {
    case "best-match":
      return topOfResults(deps, userId, "best", noneNamed);
    case "nearest-match":
      return topOfResults(deps, userId, "nearest", noneNamed);
    case "score-with":
      return aboutSomeone(
        ask.about,
        (who) => scoreWith(deps, userId, who, quotedPercent(ask.question)),
        () => Promise.resolve(askWho()),
      );
    case "why-no-one":
      return whyNoOne(deps, userId);
    case "be-found":
      return beFound(deps, userId);
    case "waiting-on-me":
      return waitingOnMe(deps, userId);
    case "not-replying":
      return aboutSomeone(
        ask.about,
        (who) => notReplying(deps, userId, who),
        () => notReplying(deps, userId, null),
      );
    case "match-count":
      return matchCount(deps, userId);
    case "last-match":
      return lastMatch(deps, userId);
    case "down-score":
      return downScore(deps.db, userId);
    case "answer-count":
      return answerCount(deps.db, userId);
    case "categories-left":
      return categoriesLeft(deps.db, userId);
    case "upcoming-dates":
      return upcomingDates(deps.db, userId);
  }
}

/** Every figure in one short block, for the model's context when LLM_BASE_URL is set. */
export async function ownFiguresForModel(deps: OwnDataDeps, userId: string): Promise<string> {
  const lines = await Promise.all([
    matchCount(deps, userId),
    lastMatch(deps, userId),
    downScore(deps.db, userId),
    answerCount(deps.db, userId),
    categoriesLeft(deps.db, userId),
    upcomingDates(deps.db, userId),
  ]);
  return lines.map((line) => `- ${line}`).join("\n");
}
