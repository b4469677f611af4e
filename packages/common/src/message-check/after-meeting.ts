import type { Normalized } from "./normalize";
import type { CheckHit } from "./types";
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
    // Said of later, after a first meeting: "maybe after we meet we can swap numbers".
    String.raw`\b(?:after|once|when) we(?:'ve| have)? (?:meet|met|go out|hang out|see each other)\b`,
    String.raw`\bwe (?:met|hung out|went out)\b(?! (?:on|here|online|through|via|in (?:the|this) app))`,
    String.raw`\b(?:great|lovely|nice|so good|good|amazing) (?:meeting|seeing) (?:you|u) (?:tonight|today|earlier|last night|in person|irl)\b`,
  ].join("|"),
);

/**
 * A meeting planned in the line, said of later: "can i get your number after we grab coffee saturday".
 * It excuses no link and no check to pass first: "before we meet, verify on this site" is the scam.
 */
const PLANNED = new RegExp(
  [
    // A meeting planned in the line: "after we grab coffee saturday", "once we've hung out", "before the
    // concert"; and its logistics ("in case i'm running late", "so i can text you when i'm outside").
    String.raw`\b(?:after|once|when|before|until|till) (?:we(?:'ve| have)? |i )?(?:(?:grab|get|have|had|got|go for|go to|do) )?(?:our |the |a |some )?(?:first )?(?:coffee|drinks?|dinner|lunch|brunch|date|meet(?:ing)?(?: up)?|hang(?:ing)? out|hung out|trip|concert|show|movie|gig|walk)\b`,
    String.raw`\b(?:in case (?:i'?m|we|i|you'?re|you|u)|so i can (?:text|call|find) (?:you|u) when|when i'?m (?:outside|there|on my way|at the)|running late|find each other|lose each other)\b`,
    String.raw`\bafter (?:tomorrow|tonight|saturday|sunday|monday|tuesday|wednesday|thursday|friday|the weekend)\b`,
  ].join("|"),
);
const CHECK_FIRST =
  /\b(?:verif\w*|confirm\w*|identity|id check|background|link|site|website|safety app)\b|\b[a-z0-9-]+\.(?:com|net|org|io|me|xyz|site|app|link|info|live|online|co)\b/;

export function afterMeeting(plain: Normalized): boolean {
  return MET.test(plain.text) || (PLANNED.test(plain.text) && !CHECK_FIRST.test(plain.text));
}

/**
 * Talk of an app the sender uses with other people or for something else is how people say which apps
 * they use (issue 26, item 5): "i only use snapchat to talk to my cousins", "my telegram is for work",
 * "whatsapp is how my family talks". It keeps its other-app words unflagged, unless the line also asks the
 * reader to come there or gives a handle or a number ("i use telegram for work, add me @anna").
 */
const USED_FOR = new RegExp(
  [
    String.raw`\b(?:use|using|used|have|got|check|chat|talk|text|on)\w* (?:\w+ ){0,2}?${CHAT_APP} (?:\w+ ){0,3}?(?:for|with|w\/?|wit|to (?:talk to|chat with|keep up with|call|text)) (?:my |our |the |work\b|school\b|gaming\b|memes\b|events\b|news\b|family\b|friends\b|uni\b|college\b)`,
    String.raw`\b${CHAT_APP} (?:is|was) (?:how|where) (?:my|our|the|i|we)\b`,
    String.raw`\bmy ${CHAT_APP} is (?:only |just |mostly )?(?:for|full of)\b`,
    // A question or opinion on which of two apps is better: "do you prefer whatsapp or imessage?", "do you
    // use telegram or signal more". A choice between apps is a preference, not an ask to come to either.
    String.raw`\b(?:prefer|rather|team)\b (?:\w+ ){0,2}?${CHAT_APP} (?:or|vs|over) ${CHAT_APP}\b|\b${CHAT_APP} (?:or|vs) ${CHAT_APP} (?:more|better|person|people|girl|guy)\b`,
  ].join("|"),
);
const ASKS_HERE =
  /\b(?:add|text|message|msg|dm|hmu|hit me up|call|follow|find|reach|contact) me\b|\b(?:your|ur) (?:number|digits|handle|@|user ?name|snap|insta|ig|whatsapp|telegram|kik)\b|@[a-z]|\d{3}|\blet'?s (?:talk|chat|move|switch|continue|text)\b|\bmy (?:number|digits|handle|user ?name|contact|details)\b|\bi(?:'ll| will| can) (?:add|text|message|msg|dm|call|send|find) (?:you|u)\b/;

export function appUsedForOthers(plain: Normalized): boolean {
  return USED_FOR.test(plain.text) && !ASKS_HERE.test(plain.text);
}

/**
 * A line that tells what somebody did or does with an app or a payment is talk about apps and money, not
 * an ask of the reader (issue 26, item 5): "my mom sends me money on cash app", "my ex used to message me
 * on whatsapp", "i sent my brother 20 on paypal". Read per hit: in the hit's own clause, before it, a
 * narrator (a third party who sends, pays, messages or uses, or the sender in the past tense, or "used
 * to") with no "you" between narrator and hit; and the line asks the reader nothing anywhere (no
 * imperative, no "can you", no plea, no handle or number), so "my sister uses telegram, add me there"
 * stays an ask. A third party who "needs" something is a hardship, not a narrator ("my son needs surgery").
 */
const THIRD = String.raw`(?:(?:my|his|her|their|our) (?:\w+ )?(?:mom|mum|mother|dad|father|parents?|sister|brother|sibling|cousin|aunt|auntie|uncle|grandma|grandpa|granny|nan|gran|friends?|bestie|best friend|roommate|flatmate|housemate|coworkers?|co-workers?|colleagues?|boss|team|ex|family|nephew|niece|neighbou?r|mates?)|(?:the|a|this|some) (?:buyer|seller|guy|girl|man|woman|person|customer|client|shop|store|bank|company)|(?:so many |all these |these |the |some )?(?:bots|guys|girls|men|women|scammers|accounts|profiles|matches)|he|she|they|someone|somebody|people|everyone|everybody|scammers?)`;
const TOLD = new RegExp(
  String.raw`\b(?:${THIRD} (?:\w+ ){0,2}?(?:sends?|sent|pays?|paid|gave|gives|lends?|lent|venmo(?:e|')?d|venmos|messaged|messages|texted|texts|added|adds|called|calls|uses|used|got|gets|received|receives|deleted|met|tried|asked|keeps?|swears?|says|said|told|wants?|wanted|asks?|asked|asking|tries|trying|follows?|followed|moves?|moved|switch(?:es|ed)?|jumps?|jumped)|i (?:\w+ ){0,2}?(?:sent|paid|gave|lent|venmo(?:e|')?d|messaged|texted|added|called|used|got|received|deleted|met|tried|had|did|bought)|i (?:\w+ ){0,4}?(?:pay|send|venmo|zelle|give|owe|text|message|call|facetime|talk to|chat with)\b(?: (?!(?:you|u|ur|your|ya)\b)\w+){0,3}? ${THIRD}|used to|scam(?:med|mers?)?|fraud|refund|(?:get|got) my money back)\b(?![\s\S]*\b(?:you|u|ur|your|ya)\b)`,
);
const CLAUSE_START = /[.!?;,]|\b(?:but|so|and|then)\b/g;
const ASKS_READER = new RegExp(
  [
    String.raw`(?:^|[.!?,;]\s*|\b(?:please|pls|plz|just|so|and|now|then|babe|baby|dear|honey|hun|darling)\s+)(?:add|text|message|msg|dm|hmu|hit me up|call|follow|find|reach|contact|send|buy|get|grab|pick up|wire|transfer|lend|spot|venmo|zelle|paypal|cash ?app|whats ?app|telegram|email|write|download|join|invest|deposit|put|tell|read|forward)\b`,
    // An offer to the reader is an ask too: "i can show you", "join me", "want in?".
    String.raw`\bi (?:can|could|will|'ll|would) (?:show|teach|help|get|add|introduce|set|send|guide) (?:you|u)\b|\bjoin (?:me|us)\b|\bwith me\b|\binterested\b|\bwant in\b|\bwant (?:the|my|his|her) (?:link|invite|code|number|contact|details|info)\b`,
    String.raw`\b(?:can|could|would|will|wanna|want to) (?:you|u|ya)\b|\b(?:you|u|ya) (?:can|could|should|need to|have to|must|gotta)\b|\blet'?s\b|\bplease\b|\bpls\b|\bhelp (?:me|a)\b|\bi (?:really |just )?need\b|\bwho else\b|\bturn to\b`,
    String.raw`\b(?:your|ur) (?:number|digits|handle|id|email|user ?name|whats ?app|telegram|kik|snap|insta|ig|line|cash ?tag|venmo|paypal|card|bank)\b|@[a-z]|\d{3}[\s.-]?\d{3,}`,
  ].join("|"),
);

// Crypto told of a third party is excused only as something they say: "my friend keeps saying bitcoin
// will moon". A third party who made money with it is the pitch's usual opening, so it stays read.
// Crypto told of a third party who made or lost money, or trades, in a line that offers the reader nothing
// (ASKS_READER reads "you should", "join me", "i can show you" as the offer).
const DID = new RegExp(
  String.raw`\b${THIRD} (?:\w+ ){0,2}?(?:made|makes|lost|loses|trades?|invests?|invested|bought|buys|sold|got (?:me )?into|sent|sends|showed|shows)\b(?![\s\S]*\b(?:you|u|ur|your|ya)\b)`,
);
// The sender's own winnings beside a third party's: "my brother got me into this app and i made 3k".
const SENDER_WON = /\bi(?:'ve| have)? (?:made|earned|make|earn|doubled|tripled)\b|\bi'?m up\b/;
const LONG_AGO =
  /\bonce\s*(?:[,.!]|$)|\b(?:years? ago|last (?:year|summer|winter|spring|autumn)|when i was (?:a |in |at |younger|little)|back in (?:\d{4}|college|school|uni|the day))\b/;
const RESOLVED =
  /\b(?:covered it|turned it in|handed it in|gave it (?:all )?back|got it (?:all )?back|found it|sorted it out|it (?:all )?worked out)\b/;
const HOBBY =
  /\b(?:lost|lose|losing) (?:more|money|a lot|everything|it all|my shirt)\b|\bfor fun\b|\bas a hobby\b|\bnever (?:made|make) (?:any|a penny|a dime)\b/;
const SAYS = new RegExp(
  String.raw`\b${THIRD} (?:\w+ ){0,2}?(?:keeps? saying|says|said|swears?|thinks|thought|told me|(?:is |keeps )?(?:always )?telling me|believes?|reckons?)\b(?![\s\S]*\b(?:you|u|ur|your|ya)\b)`,
);

/**
 * Whether `hit` of `input` is told of someone (TOLD above; for crypto, SAYS or DID, or the sender's own
 * hobby or loss, HOBBY) in a line that asks the reader nothing.
 */
export function toldOfSomeone(input: string, hit: CheckHit): boolean {
  const crypto = hit.kind === "crypto";
  const told = crypto
    ? SAYS
    : hit.kind === "off-app" || hit.kind === "money" || hit.kind === "gift-card"
      ? TOLD
      : undefined;
  if (!told) return false;
  const text = input.toLowerCase();
  if (ASKS_READER.test(text)) return false;
  // The model's hits are words anywhere in the line, not where the ask is: the line is read whole.
  // Crypto as the sender's own hobby or loss is no pitch: "i trade a little crypto for fun but i've lost more".
  if (crypto && HOBBY.test(text)) return true;
  // A third party's winnings or losses are told of when the line offers the reader nothing.
  if (crypto && DID.test(text) && !SENDER_WON.test(text)) return true;
  // A story from long ago is told, not asked: "my wallet got stolen in rome once, nightmare".
  if (!crypto && LONG_AGO.test(text)) return true;
  // A trouble told with its end, in a line that asks nothing, is a story: "my wallet got stolen at the
  // festival but someone turned it in", "i was short on cash and the lady behind me covered it".
  if (!crypto && RESOLVED.test(text)) return true;
  if (hit.by === "model") return told.test(text);
  const start = hit.start;
  const before = text.slice(0, start);
  let from = 0;
  CLAUSE_START.lastIndex = 0;
  for (let m = CLAUSE_START.exec(before); m !== null; m = CLAUSE_START.exec(before)) from = m.index + m[0].length;
  // The narrator and the hit itself, so "i tried to buy a ticket to see you" is no narration of someone else.
  return told.test(text.slice(from, Math.max(start, hit.end)));
}

/**
 * An ask taken back in the same line, or a wish to keep talking here: "cashapp me the tea later jk, tell
 * me on here", "email me that recipe? jk just tell me on here", "what's your snap? jk i don't even use it"
 * (round g). The line says it stays on DOWN.
 */
const STAYS =
  /\b(?:jk|j\/k|just kidding|kidding)\b[\s\S]*\b(?:on here|in here|here|(?:don'?t|dont|do not|never) (?:even )?(?:use|have|check) (?:it|that|one|them)|not (?:even )?on (?:it|there)|forget (?:it|that|i asked))\b|\b(?:tell|text|message|send|show) (?:it to )?me (?:on|in) here\b|\bkeep (?:talking|chatting|it) (?:on )?here\b/;

export function staysHere(plain: Normalized): boolean {
  return STAYS.test(plain.text);
}
