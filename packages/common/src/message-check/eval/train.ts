import { writeFileSync } from "node:fs";
import { checkWith, modelHitExcused } from "../check";
import { features } from "../features";
import { CLASSES, isEvidence, learntCount, type ModelData, probabilities } from "../model";
import { MODEL_FILE, modelFileText } from "../model-file";
import { normalize } from "../normalize";
import { TARGETS } from "./evaluate";
import { inputsHash, trainingLines } from "./inputs";
import type { LabelledMessage } from "./labelled";

/**
 * `npm run train:message-check`: trains the message check's model (model.ts) on the check's own corpus and
 * tuning set, never on the untouched or fresh sets. `--cv` prints 5-fold cross-validation for the rules
 * alone, the model alone and both, at each threshold, and writes nothing; without it, the model is trained
 * on everything and written to model-weights.json (model-file.ts) with the thresholds below (chosen from the --cv figures).
 */
const HARM_THRESHOLD = Number(process.env.HARM_T ?? 0.7);
const SCAM_THRESHOLD = Number(process.env.SCAM_T ?? 0.6);
const L2 = Number(process.env.L2 ?? 0.002);
const EPOCHS = 200;
const MIN_LINES = 2;
// The model is asked only on a line with an evidence word (model.ts, isEvidence; issue 26, item 2).
const MIN_EVIDENCE = Number(process.env.MIN_EVIDENCE ?? 1);
// …or a word the model learnt as harm by this margin (model.ts, learntEvidence); "none" turns it off.
const LEARNT_EVIDENCE = process.env.LEARNT === "none" ? undefined : Number(process.env.LEARNT ?? 1.5);

const SCAM_INDEXES = [4, 5, 6, 7] as const;
const SCAM_CLASSES = ["money", "gift-card", "crypto", "off-app"] as const;

interface Example {
  feats: ReturnType<typeof features>;
  names: string[];
  label: number;
  expect: LabelledMessage["expect"];
  rule: "harmful" | "scam" | "ok";
  evidence: number;
  /** The scam kinds whose model hit the check would drop on this line (check.ts, modelHitExcused). */
  excused: ReadonlySet<string>;
}

function classOf(m: LabelledMessage): number {
  if (m.expect === "ok") return 0;
  const kind = m.kind === "slur" ? "harassment" : m.kind;
  const c = CLASSES.indexOf(kind as (typeof CLASSES)[number]);
  return c < 0 ? (m.expect === "harmful" ? 1 : 4) : c;
}

function prepare(set: readonly LabelledMessage[]): Example[] {
  return set.map((m) => {
    const leet = normalize(m.text, true);
    const plain = normalize(m.text, false);
    const feats = features(leet, plain);
    // The rules' verdict as the check gives it, their excuses included (a date, the sender paying, an app
    // told of someone: check.ts, excused), so the cross-validation counts no hit the check itself drops.
    const rule = checkWith(m.text, null).verdict;
    const evidence = feats.filter((f) => isEvidence(f.name)).length;
    return {
      feats,
      names: [...new Set(feats.map((f) => f.name))],
      label: classOf(m),
      expect: m.expect,
      rule,
      evidence,
      excused: new Set(SCAM_CLASSES.filter((kind) => modelHitExcused(m.text, kind))),
    };
  });
}

/** Full-batch gradient descent with Adam on the softmax loss plus an L2 penalty. */
function train(examples: readonly Example[], harmThreshold = 1, scamThreshold = 1): ModelData {
  const counts = new Map<string, number>();
  for (const e of examples) for (const n of e.names) counts.set(n, (counts.get(n) ?? 0) + 1);
  const vocab = [...counts].filter(([, n]) => n >= MIN_LINES).map(([name]) => name);
  const index = new Map(vocab.map((name, i) => [name, i]));
  const K = CLASSES.length;
  const W = new Float64Array((vocab.length + 1) * K); // the last row is the bias
  const m1 = new Float64Array(W.length);
  const m2 = new Float64Array(W.length);
  const rows = examples.map((e) => e.names.map((n) => index.get(n)).filter((i) => i !== undefined) as number[]);
  const biasRow = vocab.length;
  for (let epoch = 1; epoch <= EPOCHS; epoch++) {
    const grad = new Float64Array(W.length);
    examples.forEach((e, i) => {
      const row = rows[i] as number[];
      const logits = new Float64Array(K);
      for (let c = 0; c < K; c++) logits[c] = W[biasRow * K + c] as number;
      for (const f of row) for (let c = 0; c < K; c++) logits[c] = (logits[c] as number) + (W[f * K + c] as number);
      const top = Math.max(...logits);
      let sum = 0;
      for (let c = 0; c < K; c++) sum += Math.exp((logits[c] as number) - top);
      for (let c = 0; c < K; c++) {
        const g = Math.exp((logits[c] as number) - top) / sum - (c === e.label ? 1 : 0);
        grad[biasRow * K + c] = (grad[biasRow * K + c] as number) + g;
        for (const f of row) grad[f * K + c] = (grad[f * K + c] as number) + g;
      }
    });
    const lr = 0.05;
    for (let j = 0; j < W.length; j++) {
      const g = (grad[j] as number) / examples.length + (j < biasRow * K ? L2 * (W[j] as number) : 0);
      m1[j] = 0.9 * (m1[j] as number) + 0.1 * g;
      m2[j] = 0.999 * (m2[j] as number) + 0.001 * g * g;
      const hat1 = (m1[j] as number) / (1 - 0.9 ** epoch);
      const hat2 = (m2[j] as number) / (1 - 0.999 ** epoch);
      W[j] = (W[j] as number) - (lr * hat1) / (Math.sqrt(hat2) + 1e-8);
    }
  }
  const round = (x: number) => Math.round(x * 100) / 100;
  const weights: Record<string, number[]> = {};
  vocab.forEach((name, f) => {
    const w = Array.from(W.subarray(f * K, f * K + K), round);
    if (w.some((x) => Math.abs(x) >= 0.02)) weights[name] = w;
  });
  const bias = Array.from(W.subarray(biasRow * K, biasRow * K + K), round);
  const learnt = LEARNT_EVIDENCE === undefined ? {} : { learntEvidence: LEARNT_EVIDENCE };
  return { bias, weights, harmThreshold, scamThreshold, minEvidence: MIN_EVIDENCE, ...learnt };
}

type Score = { tp: number; fp: number; fn: number };
const fmt = (s: Score) =>
  `P ${(s.tp / Math.max(1, s.tp + s.fp)).toFixed(2)} R ${(s.tp / Math.max(1, s.tp + s.fn)).toFixed(2)}`;

// Harm's threshold is chosen on the finer grid (2026-12-02: 0.75 keeps the precision floor with more recall
// than 0.8); the scam threshold on the tenths alone, as before.
const THRESHOLDS = [0.5, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9];
const SCAM_GRID = (t: number) => Math.abs(t * 10 - Math.round(t * 10)) < 1e-9;
const margin = (s: Score) =>
  Math.min(s.tp / Math.max(1, s.tp + s.fp) - TARGETS.precision, s.tp / Math.max(1, s.tp + s.fn) - TARGETS.recall);
// The harm threshold must also keep cross-validated precision at this floor or above (issue 26, item 2,
// 2026-12-02): a harm line wrongly flagged asks an ordinary sender "Are you sure?", and the corpus holds
// fewer hard ordinary lines than real chat (at 0.95 the model flagged everyday lines such as "your place or
// mine"), so its precision runs higher than on chat nobody tuned on.
const HARM_MIN_PRECISION = Number(process.env.HARM_MIN_P ?? 0.96);
const precisionOf = (s: Score) => s.tp / Math.max(1, s.tp + s.fp);

/** Prints the cross-validation and returns the chosen thresholds [harm, scam]. */
function crossValidate(examples: readonly Example[]): [number, number] {
  const chosen: [number, number, number, number] = [1, -1, 1, -1];
  const folds = 5;
  const probs: number[][] = new Array(examples.length);
  // Evidence as the fold's model reads it: the family words and marks, and the words it learnt as harm.
  const evidence: number[] = new Array(examples.length);
  for (let k = 0; k < folds; k++) {
    const model = train(examples.filter((_, i) => i % folds !== k));
    examples.forEach((e, i) => {
      if (i % folds !== k) return;
      probs[i] = probabilities(e.feats, model);
      evidence[i] = e.evidence + learntCount(e.feats, model.weights, LEARNT_EVIDENCE);
    });
  }
  const said = (e: Example, p: number[], t: number, use: "rules" | "model" | "both", ev: number) => {
    const harmP = (p[1] ?? 0) + (p[2] ?? 0) + (p[3] ?? 0);
    const scamP = (p[4] ?? 0) + (p[5] ?? 0) + (p[6] ?? 0) + (p[7] ?? 0);
    const rules = use === "model" ? "ok" : e.rule;
    if (rules !== "ok" || use === "rules") return rules;
    if (ev < MIN_EVIDENCE) return "ok";
    if (harmP >= t) return "harmful";
    if (scamP < t) return "ok";
    // The kind the model is surest of, as model.ts names it; the check drops it where an excuse applies.
    const kind = SCAM_INDEXES.reduce((a, c) => ((p[c] ?? 0) > (p[a] ?? 0) ? c : a), 4);
    return e.excused.has(CLASSES[kind] as string) ? "ok" : "scam";
  };
  for (const use of ["rules", "model", "both"] as const) {
    for (const t of use === "rules" ? [1] : THRESHOLDS) {
      const harm: Score = { tp: 0, fp: 0, fn: 0 };
      const scam: Score = { tp: 0, fp: 0, fn: 0 };
      examples.forEach((e, i) => {
        const got = said(e, probs[i] as number[], t, use, evidence[i] ?? e.evidence);
        for (const [v, s] of [["harmful", harm] as const, ["scam", scam] as const]) {
          if (got === v && e.expect === v) s.tp++;
          else if (got === v) s.fp++;
          else if (e.expect === v) s.fn++;
        }
      });
      console.log(`${use.padEnd(5)} t=${t}  harmful ${fmt(harm)}  scam ${fmt(scam)}`);
      if (use !== "both") continue;
      if (precisionOf(harm) >= HARM_MIN_PRECISION && margin(harm) > chosen[1])
        [chosen[0], chosen[1]] = [t, margin(harm)];
      if (SCAM_GRID(t) && margin(scam) > chosen[3]) [chosen[2], chosen[3]] = [t, margin(scam)];
    }
  }
  console.log(`chosen thresholds: harm ${chosen[0]}, scam ${chosen[2]}`);
  return [chosen[0], chosen[2]];
}

const examples = prepare(trainingLines());
const [harmThreshold, scamThreshold] = crossValidate(examples);
if (!process.argv.includes("--cv")) {
  const model = train(examples, harmThreshold, scamThreshold);
  writeFileSync(MODEL_FILE, modelFileText({ inputs: inputsHash(), ...model }));
  console.log(`${Object.keys(model.weights).length} features written to ${MODEL_FILE.pathname}`);
}
