/**
 * What the message check should say about one line. "harmful" is what earns the sender "Are you sure?" and
 * the receiver "Does this bother you?" (harassment, slurs, sexual pressure, threats); "scam" is a request for
 * money, gift cards, crypto or to move the talk off DOWN, which earns the receiver a safety tip; "ok" is
 * everything else, flirting, banter and friendly swearing included.
 */
export type Verdict = "harmful" | "scam" | "ok";

/** Which kind of harm or of ordinary talk a line stands for: read when counting misses by group. */
export type Kind =
  | "harassment"
  | "slur"
  | "sexual"
  | "threat"
  | "money"
  | "gift-card"
  | "crypto"
  | "off-app"
  | "small-talk"
  | "flirting"
  | "banter"
  | "friendly-swearing"
  | "money-talk"
  | "apps-talk"
  | "boundaries";

export interface LabelledMessage {
  text: string;
  expect: Verdict;
  kind: Kind;
}
