/** What the message check says about one line (check.ts; docs/product.md, "Message check"). */
export type HarmKind = "harassment" | "sexual" | "threat";
export type ScamKind = "money" | "gift-card" | "crypto" | "off-app";
export type CheckVerdict = "harmful" | "scam" | "ok";

export interface CheckHit {
  kind: HarmKind | ScamKind;
  /** The words as the sender wrote them. */
  text: string;
  start: number;
  end: number;
  /** A rule (a listed word or a phrase pattern) or the trained model's strongest words (model.ts). */
  by: "rule" | "model";
}

export interface MessageCheck {
  verdict: CheckVerdict;
  /** Harmful words and phrases as written, in order, each once: what "Are you sure?" shows the sender. */
  flagged: string[];
  harm: HarmKind[];
  scam: ScamKind[];
  hits: CheckHit[];
}

export const HARM_KINDS: ReadonlySet<string> = new Set<HarmKind>(["harassment", "sexual", "threat"]);
