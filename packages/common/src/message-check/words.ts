import {
  DataSet,
  type EnglishProfaneWord,
  englishDataset,
  englishRecommendedTransformers,
  RegExpMatcher,
} from "obscenity";
import { NEGATABLE, negated } from "./negation";
import type { Normalized } from "./normalize";
import type { CheckHit, HarmKind } from "./types";

// Friendly swearing is ordinary dating talk ("holy shit", "fuck yes", "my boss is an ass"), so the mild
// words are dropped from the library and only their aimed forms ("fuck you", "piece of shit") are flagged,
// by the phrases below. "sex" alone is a word people use about a show or a cocktail; asks are phrases.
const DROPPED: ReadonlySet<EnglishProfaneWord> = new Set<EnglishProfaneWord>([
  "arse",
  "ass",
  "bastard",
  "bollocks",
  "fuck",
  "piss",
  "scat",
  "sex",
  "shit",
  "turd",
  "anus",
]);

const WORD_KIND: Partial<Record<EnglishProfaneWord, HarmKind>> = {
  rape: "threat",
};
const SEXUAL_WORDS: ReadonlySet<EnglishProfaneWord> = new Set<EnglishProfaneWord>([
  "anal",
  "bestiality",
  "blowjob",
  "boob",
  "buttplug",
  "cock",
  "cum",
  "deepthroat",
  "dick",
  "dildo",
  "doggystyle",
  "double penetration",
  "ejaculate",
  "felch",
  "fellatio",
  "finger bang",
  "fisting",
  "gangbang",
  "handjob",
  "hentai",
  "incest",
  "jerk off",
  "jizz",
  "lubejob",
  "masturbate",
  "orgasm",
  "orgy",
  "penis",
  "porn",
  "pussy",
  "semen",
  "tit",
  "vagina",
  "wank",
]);

const dataset = new DataSet<{ originalWord: EnglishProfaneWord }>()
  .addAll(englishDataset)
  .removePhrasesIf((phrase) => phrase.metadata !== undefined && DROPPED.has(phrase.metadata.originalWord));
const matcher = new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });

function wordKind(word: EnglishProfaneWord): HarmKind {
  return WORD_KIND[word] ?? (SEXUAL_WORDS.has(word) ? "sexual" : "harassment");
}

// Uses of a listed word that are not aimed at anyone: complaining ("bitch about"), a fixed saying.
// "Bitch please" is a scoff at a claim, not at the reader (issue 26: banter is ordinary talk).
const WORD_EXCUSES: readonly RegExp[] = [
  /\bb[i*]+tch(ing|ed)? about\b/,
  /\blife'?s a bitch\b/,
  /(?:^|[.!?]\s*)b[i*]+tch,? please\b/,
];

/**
 * The `obscenity` word list's hits (it undoes leet-speak and look-alike letters itself, so it reads the
 * input as written), less the excused uses and the negated ones, read on the normalized text `leet`.
 */
export function wordHits(input: string, leet: Normalized): CheckHit[] {
  const hits: CheckHit[] = [];
  for (const match of matcher.getAllMatches(input, true)) {
    const { phraseMetadata } = dataset.getPayloadWithPhraseMetadata(match);
    if (!phraseMetadata) continue;
    const start = match.startIndex;
    const end = match.endIndex + 1;
    const at = leet.from.findIndex((offset) => offset >= start);
    const around = at < 0 ? "" : leet.text.slice(Math.max(0, at - 12), at + (end - start) + 12);
    if (WORD_EXCUSES.some((re) => re.test(around))) continue;
    const kind = wordKind(phraseMetadata.originalWord);
    if (NEGATABLE.has(kind) && at >= 0 && negated(leet.text, at)) continue;
    hits.push({ kind, text: input.slice(start, end), start, end, by: "rule" });
  }
  return hits;
}
