import type { Response } from "@down/common/constants";
import { ALL_QUESTIONS } from "@down/common/questions";
import { mayList, scoreFromTotals } from "@down/common/scoring";
import { PackedAnswers } from "./packed-answers";
import { makeProbe, PACK, type Probe, restrictProbe, scorePacked } from "./pair-kernel";
import { PEOPLE_COLUMNS, People, type PersonAttributes } from "./people";
import { CODE_RESPONSE, type LayoutQuestion, QuestionLayout, RESPONSE_CODE } from "./question-layout";

/**
 * Everyone's answers (packed) and search attributes, in memory, keyed by a dense per-instance number.
 * Pure data structure: loading from the database and the bus live in matching-index.ts.
 */
/** A viewer's answers as a mutual match sees them (every category) and as anyone else does (docs/decisions/007). */
export interface ViewerProbes {
  matched: Probe;
  unmatched: Probe;
}

export class AnswerIndex {
  readonly layout: QuestionLayout;
  readonly answers: PackedAnswers;
  readonly people = new People();
  readonly ids: string[] = [];
  private readonly numberOf = new Map<string, number>();
  /**
   * Bumped by every change to what a search could see (answers, search fields, removals), so a result
   * computed at one version is still right while the version is the same (search-cache.ts).
   */
  version = 0;

  /**
   * The categories (bit c for layout category c) whose answers count between people who are not mutual
   * matches: all but the ones common's `mayList` hides from non-matches (docs/decisions/007).
   */
  readonly openCategories: number;

  constructor(questions: readonly LayoutQuestion[] = ALL_QUESTIONS) {
    this.layout = new QuestionLayout(questions);
    this.answers = new PackedAnswers(this.layout);
    this.openCategories = this.layout.categories.reduce(
      (mask, id, c) => (mayList(id, false) ? mask | (1 << c) : mask),
      0,
    );
  }

  get size(): number {
    return this.ids.length;
  }

  /** Everything in the index as typed arrays, for a snapshot (index-snapshot.ts writes and checks them). */
  exportState(): Array<Int32Array | Float64Array | Uint8Array> {
    const n = this.size;
    return [
      new Uint8Array(Buffer.from(this.ids.join("\n"))),
      ...this.people.exportState(n),
      ...this.answers.exportState(n),
    ];
  }

  /** Fills an empty index (same layout) from exportState()'s arrays; throws when they do not fit. */
  importState(sections: Array<Int32Array | Float64Array | Uint8Array>) {
    if (this.size !== 0) throw new Error("import into an empty index only");
    const [ids, ...rest] = sections;
    const list = Buffer.from(ids as Uint8Array).toString();
    const userIds = list === "" ? [] : list.split("\n");
    const n = userIds.length;
    this.people.importState(n, rest.slice(0, PEOPLE_COLUMNS) as Array<Float64Array | Uint8Array>);
    this.answers.importState(n, rest.slice(PEOPLE_COLUMNS) as Int32Array[]);
    userIds.forEach((id, u) => {
      this.ids.push(id);
      this.numberOf.set(id, u);
    });
    if (this.numberOf.size !== n) throw new Error("duplicate user ids");
    this.version += 1;
  }

  indexOf(userId: string): number | undefined {
    return this.numberOf.get(userId);
  }

  /** The user's number, allocating one (unlisted, no answers) the first time. */
  ensureUser(userId: string): number {
    const known = this.numberOf.get(userId);
    if (known !== undefined) return known;
    const u = this.ids.length;
    this.ids.push(userId);
    this.numberOf.set(userId, u);
    this.answers.ensureUsers(u + 1);
    this.people.ensure(u + 1);
    return u;
  }

  /** False when the bank does not know the question (it cannot take part in a score). */
  setAnswer(userId: string, questionId: string, response: Response): boolean {
    const slot = this.layout.slotOf(questionId);
    if (slot < 0) return false;
    this.version += 1;
    this.answers.set(this.ensureUser(userId), slot, RESPONSE_CODE[response]);
    return true;
  }

  replaceAnswers(userId: string, list: Iterable<{ questionId: string; response: Response }>) {
    this.version += 1;
    this.answers.clear(this.ensureUser(userId));
    for (const { questionId, response } of list) this.setAnswer(userId, questionId, response);
  }

  setPerson(userId: string, person: PersonAttributes) {
    this.version += 1;
    this.people.set(this.ensureUser(userId), person);
  }

  /** Account gone: no answers, never a candidate. The number stays allocated (cheap, and stable). */
  removeUser(userId: string) {
    const u = this.numberOf.get(userId);
    if (u === undefined) return;
    this.version += 1;
    this.answers.clear(u);
    this.people.unlist(u);
  }

  answersOf(userId: string): Map<string, Response> {
    const u = this.numberOf.get(userId);
    const out = new Map<string, Response>();
    if (u === undefined) return out;
    for (const [slot, code] of this.answers.answersOf(u)) {
      const id = this.layout.questionAt(slot);
      if (id) out.set(id, CODE_RESPONSE[code]!);
    }
    return out;
  }

  /**
   * The user's answers ready to score against anyone, as seen by a mutual match (every category) or by
   * anyone else ("unmatched": without the categories hidden from non-matches, docs/decisions/007). Every
   * score, overlap, matched-on list and search order another person sees comes from the probe for how
   * the two stand.
   */
  probe(userId: string, sight: "matched" | "unmatched"): Probe | undefined {
    const u = this.numberOf.get(userId);
    if (u === undefined) return undefined;
    const probe = makeProbe(this.answers, u);
    return sight === "matched" ? probe : restrictProbe(probe, this.answers.planesPerCategory, this.openCategories);
  }

  /**
   * Both of the user's probes at once (the restricted one is cut from the whole one), so a search builds
   * its viewer's probes once and hands them to the ranking, the page's scores and the matched-on lists.
   */
  viewerProbes(userId: string): ViewerProbes | undefined {
    const u = this.numberOf.get(userId);
    if (u === undefined) return undefined;
    const matched = makeProbe(this.answers, u);
    return { matched, unmatched: restrictProbe(matched, this.answers.planesPerCategory, this.openCategories) };
  }

  /** The pair's DOWN SCORE and overlap through the packed fast path, as `sight` sees it (default: matched, everything). */
  pairScore(
    a: string,
    b: string,
    sight: "matched" | "unmatched" = "matched",
  ): { score: number; common: number; weight: number } {
    const probe = this.probe(a, sight);
    const v = this.numberOf.get(b);
    if (!probe || v === undefined) return { score: 0, common: 0, weight: 0 };
    const packed = scorePacked(this.answers, probe, v, 0xffffffff);
    const weight = Math.floor(packed / PACK);
    const common = packed % PACK;
    return { score: scoreFromTotals(weight, common), common, weight };
  }
}
