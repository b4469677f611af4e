import type { Normalized } from "./normalize";

/**
 * Money talk where the sender pays the reader is ordinary (docs/product.md, "Message check": innocent
 * talk of money is not a scam): "i'll send you my half on venmo", "we split bills on cash app". Such a
 * line keeps its pay-app words unflagged, unless it also asks for money, since a scam often promises to
 * pay back ("send me 200, i'll pay you back double"), which is why "pay you back" alone excuses nothing:
 * paying back excuses only for a shared thing named ("for the tickets", "for the pizza"), and asking for
 * the reader's pay-app to pay into is no ask (issue 26, item 5).
 */
const SHARED = `(?:tickets?|pizza|drinks?|dinner|lunch|breakfast|brunch|coffee|cab|uber|lyft|taxi|ride|food|groceries|movie|concert|show|bill|tab|round|gas|parking|snacks|takeout|booze|wine)`;
const SENDER_PAYS = new RegExp(
  String.raw`\bmy (?:half|share|part|bit)\b|\bsplit(?:ting)? (?:the )?(?:bills?|check|cost|rent|tab)\b|\bi owe (?:you|u) (?:for|\$?\d)|\b(?:i'?ll|i will|let me|lemme|i can|i'?m gonna|im gonna) (?:send|pay|venmo|transfer|zelle|cash ?app) (?:you|u)\b(?! back)|\b(?:pay (?:you|u) back|owe (?:you|u)|paid|covered|cover|got) (?:\w+ ){0,3}?for (?:the |my |our |your |that )?${SHARED}\b|\b(?:i |just )?(?:paid|sent|venmo(?:e|')?d|zelled|transferred) (?:you|u) (?:back|the money|it|that|\$?\d)`,
);
// Asking the reader for their half of a shared thing is splitting, not a scam: "venmo me for your half".
const SPLIT = /\bfor (?:your|ur) (?:half|share|part|bit)\b/;
const ASKS =
  /\b(?:send(?! me (?:your|ur) (?:venmo|paypal|zelle|cash ?app|cashtag)\b)|lend|loan|give|transfer|spot|wire|cover|buy|get|venmo|cash ?app|paypal|zelle) me\b|\b(?:can|could|would) (?:you|u) (?:please |pls )?(?:send|pay|cover|lend|spot|help|loan|transfer)\b|\bi (?:really )?need\b|\bpay (?:you|u) back (?:double|twice|with interest)\b/;

export function senderPays(plain: Normalized): boolean {
  return SPLIT.test(plain.text) || (SENDER_PAYS.test(plain.text) && !ASKS.test(plain.text));
}
