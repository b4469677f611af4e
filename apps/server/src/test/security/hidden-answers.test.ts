import { RESPONSES, type Response } from "@down/common/constants";
import { describe, expect, it } from "vitest";
import { freshPlace, freshQuestion, person } from "../../modules/search/search.test-helpers";
import type { SignedIn } from "../test-app";
import { as, findingsApp } from "./findings.test-helpers";

/**
 * Issue 23, finding 4: Sex & Intimacy answers were listed only between matches but still counted in
 * `common` and the DOWN SCORE, so fresh accounts that each answered one intimacy question D, O or W and
 * re-read the score recovered every hidden answer of any listed person (72 of 72). Now a score between
 * people who are not mutual matches leaves the hidden categories out everywhere (docs/decisions/007).
 */
const app = findingsApp();

const get = async (who: SignedIn, url: string) => {
  const res = await app().inject({ method: "GET", url, headers: as(who) });
  expect(res.statusCode, url).toBe(200);
  return res.json();
};
const post = (who: SignedIn, url: string, payload: object) =>
  app().inject({ method: "POST", url, headers: as(who), payload });
const answer = (who: SignedIn, questionId: string, response: Response, categoryId: string) =>
  post(who, "/api/analytics/track-response", { userId: who.id, categoryId, questionId, response });
async function match(a: SignedIn, b: SignedIn) {
  await post(a, "/api/match-requests", { fromUserId: a.id, toUserId: b.id });
  expect((await post(b, "/api/match-requests", { fromUserId: b.id, toUserId: a.id })).json().mutual).toBe(true);
}

/** What a card or a profile shows of the pair: the score, and what they matched on. */
const pairFigures = (card: { downScore: unknown; matchedOn: unknown; status?: unknown }) => ({
  downScore: card.downScore,
  matchedOn: card.matchedOn,
  status: card.status,
});

/**
 * Everything the attacker can read about each target: its place, score and cards in both search orders
 * (and the totals), compare, its public profile, and its Recently viewed card after opening the profile.
 */
async function everythingSeen(attacker: SignedIn, targets: SignedIn[]): Promise<Map<string, string>> {
  const seen = new Map(targets.map((t) => [t.id, [] as unknown[]]));
  for (const sort of ["best", "nearest"] as const) {
    const body = await get(attacker, `/api/search?sort=${sort}`);
    const results = body.results as Array<{ id: string; downScore: number; matchedOn: unknown; distance: number }>;
    for (const [place, r] of results.entries()) {
      seen.get(r.id)?.push({ sort, place, total: body.total, distance: r.distance, ...pairFigures(r) });
    }
    for (const list of seen.values()) list.push({ sort, total: body.total });
  }
  for (const target of targets) {
    const compared = await get(attacker, `/api/compare/${target.id}`);
    const figures = seen.get(target.id)!;
    figures.push({ downScore: compared.downScore, common: compared.common, groups: compared.groups });
    figures.push(pairFigures(await get(attacker, `/api/public-profiles/${target.id}`)));
    expect((await post(attacker, "/api/profile-views", { viewedUserId: target.id })).statusCode).toBe(200);
  }
  const viewed = await get(attacker, "/api/recently-viewed?limit=50");
  for (const item of viewed.items as Array<{ profile: { id: string; downScore: number; matchedOn: unknown } }>) {
    seen.get(item.profile.id)?.push(pairFigures(item.profile));
  }
  return new Map([...seen].map(([id, figures]) => [id, JSON.stringify(figures)]));
}

describe("finding 4: nothing hidden is inferable from a score", () => {
  it("replays the attack: fresh accounts answering one hidden question D/O/W/N see identical figures, so recover nothing", async () => {
    const base = freshPlace();
    const open = [freshQuestion("travel"), freshQuestion("food")];
    const hidden = [freshQuestion("intimacy"), freshQuestion("intimacy")];
    // Three listed targets side by side, everyday answers alike, hidden answers all different.
    const targetAnswers: Array<Record<string, Response>> = [
      { [open[0]!]: "O", [open[1]!]: "D", [hidden[0]!]: "D", [hidden[1]!]: "W" },
      { [open[0]!]: "O", [open[1]!]: "W", [hidden[0]!]: "W", [hidden[1]!]: "N" },
      { [open[0]!]: "D", [open[1]!]: "D", [hidden[0]!]: "N", [hidden[1]!]: "D" },
    ];
    const targets: SignedIn[] = [];
    for (const answers of targetAnswers) targets.push(await person(app(), { at: base, answers, gender: "Male" }));

    // Hidden answers recovered: (target, question) pairs whose figures differ with the attacker's answer.
    const recovered = new Set<string>();
    let probes = 0;
    // Two ways in: a bare account with only the probing answer (as in the finding), and one that also
    // shares everyday answers, so the targets are in its results and compare has something to count.
    for (const everyday of [false, true]) {
      for (const questionId of hidden) {
        const observations = new Map(targets.map((t) => [t.id, new Set<string>()]));
        for (const response of RESPONSES) {
          // Hidden from searches, so no attacker shows up in another attacker's results or totals.
          const attacker = await person(app(), {
            at: base,
            answers: everyday ? { [open[0]!]: "O", [open[1]!]: "D" } : {},
            appearInSearches: false,
          });
          // A first answer through the API, as the attack made it (no change limit applies).
          expect((await answer(attacker, questionId, response, "intimacy")).statusCode).toBe(200);
          for (const [id, figures] of await everythingSeen(attacker, targets)) observations.get(id)!.add(figures);
          probes += 1;
        }
        for (const [id, seen] of observations) if (seen.size > 1) recovered.add(`${id} ${questionId}`);
      }
    }
    expect(probes).toBe(16);
    expect([...recovered], "hidden answers recovered (of 6)").toEqual([]);
  });

  it("keeps the full score between mutual matches, everywhere they see it", async () => {
    const base = freshPlace();
    const everyday = freshQuestion("travel");
    const intimate = freshQuestion("intimacy");
    const answers = { [everyday]: "O", [intimate]: "D" } as const;
    const viewer = await person(app(), { at: base, answers });
    const other = await person(app(), { at: base, answers, gender: "Male" });
    // Not matched: only the everyday answer counts (3 / 4), and only it is listed.
    const stranger = { downScore: 75, common: 1 };
    // Matched: both count ((3 + 4) / 8 = 87.5 → 88), and both are listed.
    const matched = { downScore: 88, common: 2 };

    const cardInSearch = async () =>
      (await get(viewer, "/api/search?sort=best")).results.find((r: { id: string }) => r.id === other.id);
    const figures = async () => ({
      compare: await get(viewer, `/api/compare/${other.id}`),
      profile: await get(viewer, `/api/public-profiles/${other.id}`),
      card: await cardInSearch(),
    });
    const listed = (matchedOn: Array<{ questionId: string }>) => matchedOn.map((m) => m.questionId).sort();

    const before = await figures();
    expect(before.compare).toMatchObject(stranger);
    expect(before.profile.downScore).toBe(stranger.downScore);
    expect(before.card.downScore).toBe(stranger.downScore);
    expect(listed(before.card.matchedOn)).toEqual([everyday]);

    await match(viewer, other);
    const after = await figures();
    expect(after.compare).toMatchObject(matched);
    expect(after.profile.downScore).toBe(matched.downScore);
    expect(after.card).toMatchObject({ downScore: matched.downScore, status: "Matched" });
    expect(listed(after.card.matchedOn)).toEqual([everyday, intimate].sort());
    const [inMatches] = (await get(viewer, "/api/matches")).filter(
      (m: { toUserId: string }) => m.toUserId === other.id,
    );
    expect(inMatches.profile).toMatchObject({ downScore: matched.downScore, status: "Matched" });
    expect((await post(viewer, "/api/profile-views", { viewedUserId: other.id })).statusCode).toBe(200);
    const [viewed] = (await get(viewer, "/api/recently-viewed")).items;
    expect(viewed.profile).toMatchObject({ id: other.id, downScore: matched.downScore, status: "Matched" });
    expect(listed(viewed.profile.matchedOn)).toEqual([everyday, intimate].sort());
  });
});
