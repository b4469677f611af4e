import type { LabelledMessage } from "../eval/labelled";
import { CORPUS_HARM } from "./harm";
import { CORPUS_ORDINARY } from "./ordinary";
import { CORPUS_SCAM } from "./scam";

/** The whole training corpus: the check's own lines, read freely (not a measure of anything held out). */
export const CORPUS: readonly LabelledMessage[] = [...CORPUS_HARM, ...CORPUS_SCAM, ...CORPUS_ORDINARY];
