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

// Paying the sender back for a shared thing the sender paid or will pay for is no ask for money either
// (issue 26, item 5: "paying each other back"): "i got us concert tickets! venmo me whenever", "zelle me for
// the groceries and we're even", "let's just split it on venmo". A thing of the sender's own, a trip to
// the reader or a large sum is still the scam: "venmo me for my ticket so i can come see you".
// A ride asked for is the scam's own ("venmo me for the uber"), so only things had together count here.
const SHARED_THINGS = `(?:tickets?|pizza|drinks?|dinner|lunch|breakfast|brunch|coffee|food|groceries|movie|concert|show|bill|tab|round|snacks|takeout|booze|wine|airbnb|cabin|hotel)`;
const SHARED_BACK = new RegExp(
  String.raw`\bfor (?:the|our|your|ur|that|those|us) (?:\w+ )?${SHARED_THINGS}\b|\bi(?:'ll| will|'ve| just)? (?:got|get|grab|grabbed|bought|buy|paid|pay|covered|cover|booked|book) (?:us |the |our |your |some )?(?:\w+ )?${SHARED}\b|\b(?:let'?s|we can|we could|we'?ll) (?:just )?split (?:it|this|that|the \w+)\b|\bwe'?re even\b`,
);
const OWN_NEED =
  /\bfor my\b|\bmy (?:ticket|fare|bus|flight|rent|bills?|gas|visa)\b|\bso i can (?:come|get|make it|see|visit)\b|\bto (?:come|see|visit) (?:you|u)\b|\b(?:come|coming) (?:to )?(?:see|visit|meet) (?:you|u)\b|\$?\d{3,}|\b(?:please|pls|asap|urgent|right now|today)\b/;

// Paying someone else back, or sending family money, is the sender's own debt or habit told, not an ask:
// "i always forget to venmo people back", "i send money home to my family every month". Not with a sum, a deadline or a threat, which is the plea: "i have to pay my landlord back 500 by
// friday or i'm out".
const PAYS_OTHERS_BACK =
  /\b(?:pay|paying|venmo|zelle|send|paypal|cash ?app) (?:people|them|him|her|everyone|everybody|(?:my|his|her|our) \w+) back\b|\bi (?:\w+ ){0,2}?(?:send|sent|give|gave|pay|paid) (?:money|cash|some|a bit|\w+ bucks) (?:\w+ ){0,2}?to (?:my|our) \w+/;
const DEADLINE =
  /\bby (?:tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the end|next)\b|\bor (?:i|i'?m|they|he|she|else)\b|\$?\d+/;

export function senderPays(plain: Normalized): boolean {
  return (
    SPLIT.test(plain.text) ||
    (SENDER_PAYS.test(plain.text) && !ASKS.test(plain.text)) ||
    (SHARED_BACK.test(plain.text) && !OWN_NEED.test(plain.text)) ||
    (PAYS_OTHERS_BACK.test(plain.text) &&
      !ASKS.test(plain.text) &&
      !OWN_NEED.test(plain.text) &&
      !DEADLINE.test(plain.text))
  );
}
