import { afterMeeting, appUsedForOthers, staysHere, toldOfSomeone } from "./after-meeting";
import { aimedElsewhere, selfNamed } from "./aim";
import { HARM_FRAMES } from "./frames-harm";
import { OTHER_LANGUAGE_FRAMES } from "./frames-other-languages";
import { PRESSURE_FRAMES } from "./frames-pressure";
import { PURSUIT_FRAMES } from "./frames-pursuit";
import { SCAM_FRAMES } from "./frames-scam";
import { type ModelData, modelHits } from "./model";
import { NEGATABLE, negated } from "./negation";
import { inputSpan, type Normalized, normalizeBoth } from "./normalize";
import { HARM_PHRASES } from "./phrases-harm";
import { SCAM_PHRASES } from "./phrases-scam";
import { senderPays } from "./sender-pays";
import { type CheckHit, HARM_KINDS, type HarmKind, type MessageCheck, type ScamKind } from "./types";
import type { Phrase } from "./vocab";
import { wordHits } from "./words";

export type { CheckHit, CheckVerdict, HarmKind, MessageCheck, ScamKind } from "./types";

/**
 * The message check (docs/product.md, "Message check"; docs/decisions/029): one pass over a message or
 * custom question that says whether it is harmful (the sender is asked "Are you sure?", the receiver "Does
 * this bother you?") or a scam or off-app ask (the receiver gets a safety tip), and which words made it so.
 * It runs on the server for every line, so it is plain synchronous code: the `obscenity` word list for
 * slurs and explicit words (words.ts), DOWN's phrase patterns and intent frames on the normalized line
 * (normalize.ts, phrases-*.ts, frames-*.ts) for insults aimed at the reader, sexual pressure, threats and
 * asks for money or another app, then a small trained model for what they miss (model.ts). Measured by
 * `npm run eval:safety` on labelled sets kept apart from tuning and training (eval/, corpus/).
 */
export function checkMessage(input: string): MessageCheck {
  return checkWith(input);
}

/**
 * The rules' verdict first; the trained model (model.ts) is asked only when no rule found anything, so it
 * can add what the patterns miss but never take away or change what they found. `data` is another model
 * (training, tests); null asks the rules alone.
 */
export function checkWith(input: string, data?: ModelData | null): MessageCheck {
  const [leet, plain] = normalizeBoth(input);
  const hits = ruleHits(input, leet, plain);
  if (data !== null && hits.length === 0) {
    // The model reads no negation ("i will never hurt you"), so the rules' reading of one applies to it.
    const model = modelHits(input, leet, plain, data ?? undefined);
    hits.push(...model.filter((h) => !(NEGATABLE.has(h.kind) && negated(leet.text, leetIndex(leet, h.start)))));
  }
  return verdictOf(input, excused(hits, plain, input));
}

function leetIndex(leet: Normalized, inputOffset: number): number {
  const at = leet.from.findIndex((offset) => offset >= inputOffset);
  return at < 0 ? leet.text.length : at;
}

/**
 * Asks that the line's own words show are not scams: another app after a date or used with other people,
 * paying the reader back, an app or a payment told of someone (after-meeting.ts, toldOfSomeone), an ask
 * taken back for talk on here (staysHere).
 */
function excused(hits: CheckHit[], plain: Normalized, input: string): CheckHit[] {
  const stays = staysHere(plain);
  const met = afterMeeting(plain) || appUsedForOthers(plain) || stays;
  const pays = senderPays(plain) || stays;
  return hits.filter(
    (h) => !(met && h.kind === "off-app") && !(pays && h.kind === "money") && !toldOfSomeone(input, h),
  );
}

/**
 * Whether a model hit of this scam kind on `input` would be dropped by the excuses (training reads it, so
 * its cross-validation counts no hit the check itself drops: eval/train.ts).
 */
export function modelHitExcused(input: string, kind: ScamKind): boolean {
  const [, plain] = normalizeBoth(input);
  const hit: CheckHit = { kind, text: input, start: 0, end: input.length, by: "model" };
  return excused([hit], plain, input).length === 0;
}

/** The word list's and the phrase patterns' hits on a line and its two normalized forms. */
export function ruleHits(input: string, leet: Normalized, plain: Normalized): CheckHit[] {
  const harm = [
    ...wordHits(input, leet),
    ...phraseHits(input, leet, HARM_PHRASES),
    ...phraseHits(input, leet, HARM_FRAMES),
    ...phraseHits(input, leet, PURSUIT_FRAMES),
    ...phraseHits(input, leet, PRESSURE_FRAMES),
    ...phraseHits(input, leet, OTHER_LANGUAGE_FRAMES),
  ];
  return [
    ...harm.filter((hit) => !aimedElsewhere(leet, hit) && !selfNamed(leet, hit)),
    ...phraseHits(input, plain, SCAM_PHRASES),
    ...phraseHits(input, plain, SCAM_FRAMES),
  ];
}

function phraseHits(input: string, n: Normalized, phrases: readonly Phrase[]): CheckHit[] {
  const hits: CheckHit[] = [];
  for (const { kind, re, always } of phrases) {
    re.lastIndex = 0;
    for (let m = re.exec(n.text); m !== null; m = re.exec(n.text)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      if (!always && NEGATABLE.has(kind) && negated(n.text, m.index)) continue;
      const [start, end] = inputSpan(n, m.index, m.index + m[0].length);
      hits.push({ kind, text: input.slice(start, end).trim(), start, end, by: "rule" });
    }
  }
  return hits;
}

function verdictOf(input: string, hits: CheckHit[]): MessageCheck {
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const harmHits = hits.filter((h) => HARM_KINDS.has(h.kind));
  const scamHits = hits.filter((h) => !HARM_KINDS.has(h.kind));
  const harm = unique(harmHits.map((h) => h.kind as HarmKind));
  const scam = unique(scamHits.map((h) => h.kind as ScamKind));
  return {
    verdict: harm.length > 0 ? "harmful" : scam.length > 0 ? "scam" : "ok",
    flagged: unique(merged(input, harmHits).map(([start, end]) => input.slice(start, end).trim())),
    harm,
    scam,
    hits,
  };
}

/**
 * The words to show: overlapping, nested or neighbouring hits are one stretch of what was written ("you
 * dumb" and "dumb b1tch" show as "you dumb b1tch"; the model's "you", "look", "like" as "you look like"), so
 * the sender reads each flagged phrase once.
 */
function merged(input: string, sorted: readonly CheckHit[]): [number, number][] {
  const out: [number, number][] = [];
  for (const hit of sorted) {
    const last = out[out.length - 1];
    const touching = last && (hit.start <= last[1] || /^\s+$/.test(input.slice(last[1], hit.start)));
    if (last && touching) last[1] = Math.max(last[1], hit.end);
    else out.push([hit.start, hit.end]);
  }
  return out;
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
