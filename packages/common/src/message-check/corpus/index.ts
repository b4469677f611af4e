import type { LabelledMessage } from "../eval/labelled";
import { CORPUS_HARM } from "./harm";
import { CORPUS_HARM_2 } from "./harm-2";
import { CORPUS_HARM_3 } from "./harm-3";
import { CORPUS_HARM_4 } from "./harm-4";
import { CORPUS_HARM_5 } from "./harm-5";
import { CORPUS_HARM_6 } from "./harm-6";
import { CORPUS_HARM_7 } from "./harm-7";
import { CORPUS_HARM_8 } from "./harm-8";
import { CORPUS_HARM_9 } from "./harm-9";
import { CORPUS_ORDINARY } from "./ordinary";
import { CORPUS_ORDINARY_2 } from "./ordinary-2";
import { CORPUS_ORDINARY_3 } from "./ordinary-3";
import { CORPUS_ORDINARY_4 } from "./ordinary-4";
import { CORPUS_ORDINARY_5 } from "./ordinary-5";
import { CORPUS_ORDINARY_6 } from "./ordinary-6";
import { CORPUS_ORDINARY_7 } from "./ordinary-7";
import { CORPUS_ORDINARY_8 } from "./ordinary-8";
import { CORPUS_ORDINARY_9 } from "./ordinary-9";
import { CORPUS_ORDINARY_10 } from "./ordinary-10";
import { CORPUS_ORDINARY_SCAM_TALK } from "./ordinary-scam-talk";
import { CORPUS_SCAM } from "./scam";
import { CORPUS_SCAM_2 } from "./scam-2";

/** The whole training corpus: the check's own lines, read freely (not a measure of anything held out). */
export const CORPUS: readonly LabelledMessage[] = [
  ...CORPUS_HARM,
  ...CORPUS_SCAM,
  ...CORPUS_ORDINARY,
  ...CORPUS_HARM_2,
  ...CORPUS_SCAM_2,
  ...CORPUS_ORDINARY_2,
  ...CORPUS_ORDINARY_3,
  ...CORPUS_HARM_3,
  ...CORPUS_ORDINARY_4,
  ...CORPUS_HARM_4,
  ...CORPUS_ORDINARY_5,
  ...CORPUS_HARM_5,
  ...CORPUS_ORDINARY_6,
  ...CORPUS_HARM_6,
  ...CORPUS_ORDINARY_7,
  ...CORPUS_HARM_7,
  ...CORPUS_ORDINARY_8,
  ...CORPUS_HARM_8,
  ...CORPUS_ORDINARY_9,
  ...CORPUS_ORDINARY_SCAM_TALK,
  ...CORPUS_HARM_9,
  ...CORPUS_ORDINARY_10,
];
