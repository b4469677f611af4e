import type { Normalized } from "./normalize";
import { CHAT_APP } from "./vocab";

/**
 * An ask to move to another app is a scam sign "in the first exchanges" (issue 26, item 5), not after two
 * people have met: "had the best time tonight! add me on insta?" is how a good date ends. A line that says
 * the two have met in its own words keeps its other-app ask unflagged; money, gift cards and crypto are
 * never excused, and a good time "chatting" is not a meeting.
 */
const MET = new RegExp(
  [
    String.raw`\b(?:had|have|having) (?:the best|such a|so much|a (?:great|lovely|really good|good|fun|wonderful|nice|amazing)) (?:time|night|evening|fun|date)\b(?! (?:chatting|talking|texting|messaging|here|on here|with ur profile))`,
    String.raw`\b(?:such a|what a) (?:fun|great|lovely|good|wonderful|amazing|nice|perfect) (?:night|evening|date)\b`,
    String.raw`\b(?:tonight|last night|today|yesterday|our date|the date|dinner|drinks|coffee) (?:was|is) (?:so )?(?:fun|great|amazing|lovely|wonderful|perfect|the best)\b`,
    String.raw`\b(?:after|since|when) (?:our|the|we) (?:date|met|drinks|dinner|coffee)\b`,
    String.raw`\bwe (?:met|hung out|went out)\b(?! (?:on|here|online|through|via|in (?:the|this) app))`,
    String.raw`\b(?:great|lovely|nice|so good|good|amazing) (?:meeting|seeing) (?:you|u) (?:tonight|today|earlier|last night|in person|irl)\b`,
  ].join("|"),
);

export function afterMeeting(plain: Normalized): boolean {
  return MET.test(plain.text);
}

/**
 * Talk of an app the sender uses with other people or for something else is how people say which apps
 * they use (issue 26, item 5): "i only use snapchat to talk to my cousins", "my telegram is for work",
 * "whatsapp is how my family talks". It keeps its other-app words unflagged, unless the line also asks the
 * reader to come there or gives a handle or a number ("i use telegram for work, add me @anna").
 */
const USED_FOR = new RegExp(
  [
    String.raw`\b(?:use|using|used|have|got|check|chat|talk|text|on)\w* (?:\w+ ){0,2}?${CHAT_APP} (?:\w+ ){0,3}?(?:for|with|to (?:talk to|chat with|keep up with|call|text)) (?:my |our |the |work\b|school\b|gaming\b|memes\b|events\b|news\b|family\b|friends\b|uni\b|college\b)`,
    String.raw`\b${CHAT_APP} (?:is|was) (?:how|where) (?:my|our|the|i|we)\b`,
    String.raw`\bmy ${CHAT_APP} is (?:only |just |mostly )?(?:for|full of)\b`,
  ].join("|"),
);
const ASKS_HERE =
  /\b(?:add|text|message|msg|dm|hmu|hit me up|call|follow|find|reach|contact) me\b|\b(?:your|ur) (?:number|digits|handle|@|user ?name|snap|insta|ig|whatsapp|telegram|kik)\b|@[a-z]|\d{3}|\blet'?s (?:talk|chat|move|switch|continue|text)\b/;

export function appUsedForOthers(plain: Normalized): boolean {
  return USED_FOR.test(plain.text) && !ASKS_HERE.test(plain.text);
}
