import type { Normalized } from "./normalize";
import type { CheckHit } from "./types";

/**
 * Swearing about someone else or oneself is ordinary talk (decision 029: only swearing aimed at someone is
 * flagged): "my coworker is such an asshole", "traffic was a bitch today", "i'm a dumbass". A mild insult
 * is excused when its clause has a subject other than the reader and no "you" in it. Slurs, threats and
 * sexual pressure are never excused (MILD lists the words that can be).
 */
const MILD =
  /^(?:such an? |a |an |total |)*(?:bitch|b\*+tch|btch|bytch|dick|prick|asshole|dumbass|idiot|jerk|wanker|twat|bastard|moron|loser|dumb|stupid|spaz|spazz)\b/;
const SOMEONE_ELSE =
  /\b(?:my \w+|the(?: \w+){1,2}|he|she|they|his|her|their|i'?m|im|i am|i was|i feel|(?:\w+ )?(?:calls?|called|calling) me|this(?: \w+)?|that(?: \w+)?|traffic|life|work|today|it)\s+(?:'s |is |was |has been |have been |had been |can be |being |been |are |were |feel like |)(?:such |a |an |total |real |absolute |complete |being |)*$/;
const READER = /\b(?:you|u|ur|your|youre|you're|ya)\b/;

export function aimedElsewhere(leet: Normalized, hit: CheckHit): boolean {
  if (hit.kind === "threat") return false;
  const start = leet.from.findIndex((offset) => offset >= hit.start);
  if (start < 0) return false;
  const word = leet.text.slice(start);
  if (!MILD.test(word)) return false;
  const before = leet.text.slice(0, start);
  const clause = before.slice(Math.max(before.search(/[^.!?;,]*$/), 0));
  return !READER.test(clause) && SOMEONE_ELSE.test(clause);
}

/**
 * Words of identity people use of themselves ("im a proud dyke", "fat girl here", "as a queer woman"): round
 * g (2026-12-03). Said by the sender of the sender, with no reader in the clause, they describe, they do not
 * insult; the same words aimed at the reader ("ur such a dyke", "you fat girl") are still flagged.
 */
const IDENTITY = /^(?:fat|chubby|dykes?|lesbos?|queers?|homos?|cripples?|crips?|gay)\b/;
const SELF_BEFORE =
  /\b(?:i'?m|im|i am|as an?|being an?|us|we'?re|we are|fellow|me,? an?)(?:\s+(?:a|an|the|proud|big|happy|openly|out|loud|just|also|another|fellow|old|little|card carrying|self confessed|queer|black|disabled))*\s*$/;
const SELF_AFTER =
  /^[\s,]*(?:girl|guy|woman|man|gal|lady|dude|person|and proud|here|over here)?[\s,]*(?:here|and proud)\b/;

export function selfNamed(leet: Normalized, hit: CheckHit): boolean {
  if (hit.kind !== "harassment") return false;
  const start = leet.from.findIndex((offset) => offset >= hit.start);
  if (start < 0) return false;
  const word = leet.text.slice(start);
  const identity = IDENTITY.exec(word);
  if (!identity) return false;
  const before = leet.text.slice(0, start);
  const clause = before.slice(Math.max(before.search(/[^.!?;,]*$/), 0));
  if (READER.test(clause)) return false;
  if (SELF_BEFORE.test(clause)) return true;
  return clause.trim() === "" && SELF_AFTER.test(word.slice(identity[0].length));
}
