/**
 * The word families DOWN's phrase patterns are built from (phrases-harm.ts, phrases-scam.ts): a pattern
 * combines a target ("you", "your") with an act or an insult, so each family is written once.
 */
import type { HarmKind, ScamKind } from "./types";

export interface Phrase {
  kind: HarmKind | ScamKind;
  re: RegExp;
  /** Matched even right after a negation (negation.ts), when the negation is part of what is said. */
  always?: boolean;
}
export const phrase = (kind: HarmKind | ScamKind, source: string): Phrase => ({ kind, re: new RegExp(source, "g") });

export const YOU = `(?:you|u|ya|ur|your|you're|youre|you are|u r|ur a|u are)`;
// Common misspellings are part of each family (2026-12-02): chat is typed fast ("fcuk u", "ur so stupd",
// "u r an idoit", "shut up bytch"), and a filter that reads only the dictionary spelling misses them.
export const F = String.raw`(?:fuck|f\*+ck|f\*+k|fck|fuk|fukk|fcuk|fuq|fk|phuck)`;
export const INSULT_ADJ = `(?:ugly|ugliest|ugli|fugly|fat|fattest|disgusting|disgustin|worthless|worthles|pathetic|pathetik|gross|useless|usless|stupid|stupidest|stupd|stupud|stupit|stuped|stoopid|dumb|dumbest|dum|hideous|hidious|repulsive)`;
export const INSULT_NOUN = String.raw`(?:idiot|idoit|idot|idjit|moron|loser|looser|creep|freak|pig|cow|bitch|b\*tch|btch|bytch|biatch|whore|whor|slut|sl\*t|hoe|ho|skank|bastard|prick|cunt|man|woman|girl|guy|thing|person|piece of \w+|waste of space)`;
export const GIRLS_AND_FILLERS = String.raw`(?:(?:so|such|really|honestly|just|a|an|the|too|fucking|absolutely|literally|little)\s+)*`;
export const SEND = `(?:send|sent|show|see|get|give|want|need|share|drop|post|flash)`;
export const BODY = `(?:nudes?|noods?|noodz|nudez|naked|tits|titties|titty|boobs|boobies|rack|booty|dik|cok|pussy|dick|cock|ass|butt|body|underwear|lingerie|panties|bra|nipples?)`;
export const PIC = `(?:pic|pics|photo|photos|picture|pictures|selfie|selfies|video|vid|vids|snap|something|sth)`;
export const PAY_APP = `(?:venmo|cash ?app|paypal|zelle|apple pay|google pay|chime)`;
export const MONEY = String.raw`(?:money|cash|funds|\$\s?\d[\d,.]*k?|\d[\d,.]*\s?(?:dollars|bucks|usd|k\b)|\d{2,}\b)`;
export const CHAT_APP = `(?:whats ?app|telegram|kik|signal|snap ?chat|snap|wechat|viber|hangouts|google hangouts|google chat|skype|line|imessage|messenger|insta|instagram|ig|facebook|fb|discord|tiktok|tik tok)`;
