import type { Normalized } from "./normalize";

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
