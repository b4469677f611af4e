import { eachFeature, type Feature } from "./features";
import { trainedModel } from "./model-file";
import type { Normalized } from "./normalize";
import type { CheckHit, HarmKind, ScamKind } from "./types";

/**
 * The trained part of the message check (docs/decisions/029): a multinomial logistic regression over the
 * features of features.ts, trained by `npm run train:message-check` (eval/train.ts) on the check's own
 * corpus (corpus/) and tuning set, stored as weights in model-weights.json (model-file.ts). It adds what the phrase patterns
 * miss when it is sure (its probability over a threshold chosen by cross-validation on that corpus), and
 * says which words weighed most, so "Are you sure?" still shows the sender the words.
 */
export const CLASSES = ["ok", "harassment", "sexual", "threat", "money", "gift-card", "crypto", "off-app"] as const;
export type ModelClass = (typeof CLASSES)[number];

export interface ModelData {
  /** Rounded weights; `weights[name][c]` is feature `name`'s weight for CLASSES[c]. */
  bias: number[];
  weights: Record<string, number[]>;
  /** A line is harmful (scam) when the classes of that group together reach this probability. */
  harmThreshold: number;
  scamThreshold: number;
  /**
   * How many evidence words (isEvidence) a line needs before the model is asked at all; none set asks it
   * on every line (a hand-made model in a test). The trained model needs one: "see you soon", "same to
   * you" and "yours" carry no harm, and a verdict on them taught people to ignore "Are you sure?"
   * (issue 26, item 2; docs/decisions/029).
   */
  minEvidence?: number;
  /**
   * A whole word the model learnt as harm counts as evidence too (issue 26, item 2, 2026-12-02): one whose
   * features (the word, its four-letter pieces, its families) push a harm class over "ok" by this much or
   * more (LearntWords below). The blind sets' misses held no family word, though the corpus had taught the model
   * their words; "you", "your" and the like never count. None set: only the family words and marks.
   */
  learntEvidence?: number;
}

/**
 * A feature that is evidence of harm or of a scam: a word of a lexicon.ts family (an insult, a sexual or
 * violent word, money, another app) or a scam mark (an amount, a handle, a phone number). "you", "your",
 * "see", "thanks" and "same" are none of these, so alone they never carry a verdict or get shown.
 */
export function isEvidence(name: string): boolean {
  return name.startsWith("l:") || name.startsWith("#");
}

// Looked up for every word of every line: a Map, built once per model, is faster than the parsed object.
const tables = new WeakMap<ModelData, Map<string, number[]>>();
function table(data: ModelData): Map<string, number[]> {
  let t = tables.get(data);
  if (!t) {
    t = new Map(Object.entries(data.weights));
    tables.set(data, t);
  }
  return t;
}
const HARM: readonly number[] = [1, 2, 3];
const SCAM: readonly number[] = [4, 5, 6, 7];

/** Each class's probability from the summed weights of a line's features. */
function softmax(logits: number[]): number[] {
  const top = Math.max(...logits);
  const exp = logits.map((l) => Math.exp(l - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return exp.map((e) => e / sum);
}

/** Each class's probability for a line with these features (training and its cross-validation). */
export function probabilities(feats: readonly Feature[], data: ModelData = trainedModel()): number[] {
  const weights = table(data);
  const logits = data.bias.slice();
  for (const f of feats) add(logits, weights.get(f.name));
  return softmax(logits);
}

function add(logits: number[], w: readonly number[] | undefined): void {
  if (!w) return;
  for (let c = 0; c < logits.length; c++) logits[c] = (logits[c] as number) + (w[c] ?? 0);
}

const sumOf = (p: readonly number[], group: readonly number[]) => group.reduce((a, c) => a + (p[c] ?? 0), 0);
const best = (p: readonly number[], group: readonly number[]) =>
  group.reduce((a, c) => ((p[c] ?? 0) > (p[a] ?? 0) ? c : a), group[0] as number);

/**
 * The model's hits for a line, or none: the kind it is surest of, on the words whose features pushed
 * that kind up the most over "ok" (at most three stretches of the input).
 */
export function modelHits(
  input: string,
  leet: Normalized,
  plain: Normalized,
  data: ModelData = trainedModel(),
): CheckHit[] {
  const weights = table(data);
  const logits = data.bias.slice();
  const evidence: [number, number][] = [];
  const learnt = data.learntEvidence === undefined ? undefined : new LearntWords(data.learntEvidence);
  eachFeature(leet, plain, (name, start, end) => {
    const w = weights.get(name);
    add(logits, w);
    if (isEvidence(name)) evidence.push([start, end]);
    learnt?.add(name, start, end, w);
  });
  // The learnt words open the gate like family words; they are shown only on a line without a family word.
  const learntSpans = learnt?.spans() ?? [];
  if (evidence.length + learntSpans.length < (data.minEvidence ?? 0)) return [];
  if (evidence.length === 0) evidence.push(...learntSpans);
  const p = softmax(logits);
  let kind: number;
  if (sumOf(p, HARM) >= data.harmThreshold) kind = best(p, HARM);
  else if (sumOf(p, SCAM) >= data.scamThreshold) kind = best(p, SCAM);
  else return [];
  // Only for a flagged line: which stretches of the input pushed the kind up most over "ok". With an
  // evidence gate, only stretches that hold an evidence word are shown: the words that carry the harm.
  const gated = (data.minEvidence ?? 0) > 0;
  const push = new Map<string, { start: number; end: number; push: number }>();
  eachFeature(leet, plain, (name, start, end) => {
    const w = weights.get(name);
    if (!w || end <= start) return;
    if (gated && !evidence.some(([s, e]) => s < end && start < e)) return;
    const key = `${start}:${end}`;
    const at = push.get(key) ?? { start, end, push: 0 };
    at.push += (w[kind] ?? 0) - (w[0] ?? 0);
    push.set(key, at);
  });
  const strongest = [...push.values()].filter((s) => s.push > 0).sort((a, b) => b.push - a.push);
  const cut = (strongest[0]?.push ?? 0) / 3;
  const name = CLASSES[kind] as HarmKind | ScamKind;
  const hit = (start: number, end: number): CheckHit => ({
    kind: name,
    text: input.slice(start, end).trim(),
    start,
    end,
    by: "model",
  });
  if (strongest.length === 0) {
    // No single stretch pushed it (the line as a whole did): the evidence words, or else the whole line.
    if (gated) return evidence.slice(0, 3).map(([start, end]) => hit(start, end));
    return [hit(0, input.length)];
  }
  return strongest
    .filter((s) => s.push >= cut)
    .slice(0, 3)
    .map((s) => hit(s.start, s.end));
}

/**
 * Words the trained model learnt as harm, read as evidence like a lexicon.ts family word (model.ts,
 * learntEvidence; issue 26, item 2, 2026-12-02). A word's features (the word, its four-letter pieces, its
 * families alone and near "you") are summed per class; a word whose sum for a harm class beats its sum for
 * "ok" by `margin` or more opens the model's gate. The blind sets' misses held no family word although the
 * corpus had taught the model their words. The reader's words and the little words of every line never
 * count, however they weigh, so "see you soon" and "same to you" stay unread.
 */
const NEVER = new Set(
  `you ur yourself urself yours me my mine i iam iwill iwould ihave the a an and or but to of it is are was be
  been so just that this what who why how like not no on in at for with up out get got go do donot can cannot
  will would want letme have has had even lol haha now look see know think good too same thank thanks #num
  your we us our he she they them his her their there here then than if when all some one any more very
  really going come back please yes yeah ok okay hi hey someone somebody people person thing something`.split(/\s+/),
);

export class LearntWords {
  private readonly sums = new Map<number, { end: number; word: string; w: number[] }>();

  constructor(private readonly margin: number) {}

  /** One feature of the line: its name, span and weights (undefined when the model has none). */
  add(name: string, start: number, end: number, w: readonly number[] | undefined): void {
    const kind = name.slice(0, 2);
    if (kind !== "w:" && kind !== "c:" && kind !== "l:" && kind !== "t:") return;
    let at = this.sums.get(start);
    if (!at) {
      at = { end, word: "", w: [0, 0, 0, 0, 0, 0, 0, 0] };
      this.sums.set(start, at);
    }
    if (kind === "w:") at.word = name.slice(2);
    if (w) for (let c = 0; c < at.w.length; c++) at.w[c] = (at.w[c] ?? 0) + (w[c] ?? 0);
  }

  /** The spans of the words learnt as harm. */
  spans(): [number, number][] {
    const out: [number, number][] = [];
    for (const [start, { end, word, w }] of this.sums) {
      if (word === "" || NEVER.has(word)) continue;
      const ok = w[0] ?? 0;
      if (HARM.some((c) => (w[c] ?? 0) - ok >= this.margin)) out.push([start, end]);
    }
    return out;
  }
}

/** How many evidence words a line's features hold for a model, family words and learnt ones (training). */
export function learntCount(
  feats: readonly { name: string; start: number; end: number }[],
  weights: Readonly<Record<string, number[]>>,
  margin: number | undefined,
): number {
  if (margin === undefined) return 0;
  const learnt = new LearntWords(margin);
  for (const f of feats) learnt.add(f.name, f.start, f.end, weights[f.name]);
  return learnt.spans().length;
}
