import type { ProfileCard, SearchQuery } from "@down/common/schemas/search";
import { scoreReading } from "@down/common/score-reading";
import type { Db } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import type { MatchingIndex } from "../../../matching/matching-index";
import type { EventBus } from "../../../realtime/bus";
import { compareWith } from "../../answers/compare.service";
import { listMatches } from "../../matches/matches.service";
import { search } from "../../search/search.service";
import { endSentence, foldedWords, listInWords, milesInWords, person, plural } from "./words";

export interface PeopleDeps {
  db: Db;
  bus: EventBus;
  matchingIndex: MatchingIndex;
}

/** Someone the asker may ask about: a mutual match or a card on their results. */
export interface KnownPerson {
  id: string;
  name: string;
  matched: boolean;
}

export type Resolved =
  | { kind: "one"; person: KnownPerson }
  | { kind: "many"; people: KnownPerson[] }
  | { kind: "none" };

/**
 * The first page of the asker's results, exactly as the Results screen asks for it (search.service: the same
 * index, blocks either way excluded, hidden answers only between matches). Null when the asker may not search
 * yet (no name or age): the why-no-one answer says so.
 */
export async function resultsPage(deps: PeopleDeps, userId: string, sort: SearchQuery["sort"]) {
  try {
    return await search(deps.db, deps.matchingIndex, userId, { sort });
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return null;
    throw error;
  }
}

/**
 * Everyone the asker can name to LOVE: their matches first (the Matches screen's list, blocked people left
 * out), then the people on the first page of their results, best and nearest (the two LOVE names). Nobody
 * else: a name LOVE resolves is someone the asker can already see.
 */
export async function knownPeople(deps: PeopleDeps, userId: string): Promise<KnownPerson[]> {
  const [matches, best, nearest] = await Promise.all([
    listMatches(deps, userId),
    resultsPage(deps, userId, "best"),
    resultsPage(deps, userId, "nearest"),
  ]);
  const people: KnownPerson[] = [];
  const seen = new Set<string>();
  for (const m of matches) {
    const name = m.profile?.name;
    if (!name || seen.has(m.toUserId)) continue;
    seen.add(m.toUserId);
    people.push({ id: m.toUserId, name, matched: true });
  }
  for (const card of [...(best?.results ?? []), ...(nearest?.results ?? [])]) {
    if (!card.name || seen.has(card.id)) continue;
    seen.add(card.id);
    people.push({ id: card.id, name: card.name, matched: false });
  }
  return people;
}

/**
 * The person a question names, case- and accent-insensitive: a whole name beats a first name, a match
 * beats someone from results; two people left with the same claim is "which one?".
 */
export function resolveName(question: string, people: readonly KnownPerson[]): Resolved {
  const words = new Set(foldedWords(question));
  const folded = ` ${foldedWords(question).join(" ")} `;
  const scored = people.flatMap((p) => {
    const nameWords = foldedWords(p.name).filter((w) => w.replace(/[.'’-]/g, "").length > 1);
    const [first] = nameWords;
    if (!first) return [];
    const whole = nameWords.length > 1 && folded.includes(` ${nameWords.join(" ")} `);
    if (whole) return [{ p, rank: 3 }];
    if (words.has(first) || words.has(`${first}'s`) || words.has(`${first}’s`)) return [{ p, rank: p.matched ? 2 : 1 }];
    return [];
  });
  if (scored.length === 0) return { kind: "none" };
  const top = Math.max(...scored.map((s) => s.rank));
  const best = scored.filter((s) => s.rank === top).map((s) => s.p);
  if (best.length === 1 && best[0]) return { kind: "one", person: best[0] };
  return { kind: "many", people: best };
}

const profileLink = (p: { id: string; name: string }) => `[See ${person(p.name)}'s profile](/profile/${p.id})`;

export function whichOne(people: readonly KnownPerson[]): string {
  const names = people.slice(0, 4).map((p) => `[${person(p.name)}](/profile/${p.id})`);
  return `I know more than one ${person(people[0]?.name ?? "person")}: which one do you mean? ${listInWords(names)}. Tell me their full name as it shows on their card.`;
}

function cardLine(card: ProfileCard): string {
  const name = card.name ?? "Someone";
  return `${person(name)}, ${card.downScore}% (${scoreReading(card.downScore)}), ${milesInWords(card.distance)}`;
}

/** Best or nearest: the first card of the asker's results in that order, with its score and coarse distance. */
export async function topOfResults(
  deps: PeopleDeps,
  userId: string,
  sort: SearchQuery["sort"],
  ifEmpty: () => Promise<string>,
): Promise<string> {
  const page = await resultsPage(deps, userId, sort);
  const [top, next] = page?.results ?? [];
  if (!page || !top) return ifEmpty();
  const what = sort === "best" ? "Your best match right now is" : "The nearest person in your results is";
  const widened =
    page.widenedFrom !== null && page.widenedFrom !== undefined
      ? ` Nobody fits within your ${page.widenedFrom} miles yet, so your results reach further.`
      : "";
  const after = next ? ` Next is ${endSentence(cardLine(next))}` : "";
  const order = sort === "best" ? "Best Match" : "Nearest";
  return `${what} ${endSentence(cardLine(top))}${after}${widened} Your results sorted by ${order} show the same order. ${profileLink({ id: top.id, name: top.name ?? "them" })} [Open Results](/results)`;
}

/** "What does my 11 % with Phoenix mean": the score the card shows, in words, with what it is made of. */
export async function scoreWith(deps: PeopleDeps, userId: string, who: KnownPerson, asked: number | null) {
  let compared: Awaited<ReturnType<typeof compareWith>>;
  try {
    compared = await compareWith(deps.db, userId, who.id);
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return notFoundAnswer();
    throw error;
  }
  const name = person(who.name);
  const alike = compared.groups.reduce((n, g) => n + g.items.length, 0);
  const differ = compared.common - alike;
  if (compared.common === 0)
    return `You and ${name} haven't answered any of the same questions yet, so your DOWN SCORE is 0% for now. Answer more categories in [Explore](/explore) and it will say something. ${profileLink(who)}`;
  const now = asked !== null && asked !== compared.downScore ? ` now, not ${asked}%` : "";
  const groups = compared.groups.map((g) => `${g.items.length} ${g.label}`);
  const examples = compared.groups
    .flatMap((g) => g.items.slice(0, 1).map((i) => `“${i.question}” (${g.label})`))
    .slice(0, 3);
  const shared =
    alike === 0
      ? "You haven't answered any of them the same way."
      : `You answered ${plural(alike, "of them", "of them")} alike: ${listInWords(groups)}${examples.length > 0 ? `, like ${listInWords(examples)}` : ""}.`;
  const different =
    differ > 0
      ? ` You answered the other ${differ} differently; how ${name} answered those is theirs to tell you.`
      : "";
  return `Your DOWN SCORE with ${name} is ${compared.downScore}%${now}: ${scoreReading(compared.downScore)}. You've both answered ${plural(compared.common, "question")}. ${shared}${different} [See the breakdown](/all-matches/${who.id}) ${profileLink(who)}`;
}

export const notFoundAnswer = () =>
  "I can't find anyone by that name among your matches or on your results. Check the name on their card in [Matches](/matches) or [Results](/results).";

export const askWho = () =>
  "Who do you mean? Tell me their name as it shows on their card, like “what does my score with Sam mean”. [Open Matches](/matches)";
