import { BODY, F, GIRLS_AND_FILLERS, INSULT_ADJ, INSULT_NOUN, type Phrase, PIC, phrase, SEND, YOU } from "./vocab";

/**
 * Slurs, and the two sexual insults, as people type them past a filter (2026-12-02): a letter after the
 * first hidden by "*" or "#" ("tr*nny", "k*ke", "sl*ts"; leet symbols such as "@" are read as letters by
 * normalize.ts already) and the plural, "-ies" for a word in "-y" ("trannies"), which the word list reads
 * only for some words. The first and last letters must be written, so "f**" and "what the f**" stay swearing.
 * "lesbos" is an island, so "lesbo" has no plural; "spic and span" is a saying.
 */
const SLURS = `tranny faggot fag dyke lesbo kike spic chink gook wetback beaner paki nigger nigga coon retard retarted cripple
  raghead towelhead shemale slut whore muzzie jigaboo jiggaboo`;
const NO_PLURAL = new Set(["lesbo"]);

function maskedSlurs(): string {
  const mask = (letters: string) => [...letters].map((c) => `[${c}*#]`).join("");
  const masked = (word: string) => {
    const y = word.endsWith("y");
    const body = y ? word.slice(0, -1) : word;
    const first = body[0] as string;
    const last = body[body.length - 1] as string;
    const stem = body.length > 2 ? `${first}${mask(body.slice(1, -1))}${last}` : body;
    if (NO_PLURAL.has(word)) return stem;
    return y ? `${stem}(?:y|ys|ie|ies)` : `${stem}(?:s|es|z)?`;
  };
  const words = SLURS.split(/\s+/).filter(Boolean).map(masked);
  return String.raw`(?<![a-z*#])(?:${words.join("|")})(?![a-z*#])(?! and span\b)`;
}

/**
 * DOWN's phrase patterns for harm (docs/product.md, "Message check"): what a word list cannot see, insults
 * aimed at the reader, sexual pressure and threats. Written against normalize()'s output (normalize.ts).
 */
export const HARM_PHRASES: readonly Phrase[] = [
  // harassment
  phrase("harassment", maskedSlurs()),
  phrase("harassment", String.raw`\b${F}\s*(?:you|u|ya|off|yo?urself|urself|ur ?self|yourselves)\b`),
  phrase("harassment", String.raw`\bshut the ${F} up\b`),
  phrase(
    "harassment",
    String.raw`\b(?:go\s+)?(?:kill|k\*ll|kil)\s+(?:(?:yo)?ur\s?s(?:e)?lf|yaself|yoself|urslf)\b|\bkys\b|\b(?:go|hope you|hope u)\s+die\b`,
  ),
  phrase("harassment", String.raw`\bpiece of (?:shit|sh\*t|crap|trash|garbage)\b|\beat (?:shit|sh\*t)\b|\bpiss off\b`),
  phrase("harassment", String.raw`\b${INSULT_ADJ}\s+(?:\w+\s+)?${INSULT_NOUN}\b`),
  phrase("harassment", String.raw`\b${YOU}\s+${GIRLS_AND_FILLERS}${INSULT_ADJ}\b`),
  phrase(
    "harassment",
    String.raw`\b(?:you|u|ur|you're|youre|your|u r|what a|such a|typical|dumb|stupid)\s+(?:an?\s+)?(?:whore|whor|slut|hoe|ho|skank|cunt|twat|asshole|dumbass|bastard|pig|cow|wanker|btch|bytch|biatch|idoit|idot)\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:dumbass|asshole|skank|wanker|btch|bytch)\b|\b(?:sl\*+t|b\*+tch|wh\*+re|c\*+nt)(?!\w)(?!\s+about\b)`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:nobody|nobdy|nbdy|no one|no-one|noone|noi)\s+(?:will\s+)?(?:ever\s+)?(?:loves?|wants?|likes?|cares? about)\s+(?:you|u)\b`,
  ),
  phrase("harassment", String.raw`\bno wonder (?:you're|youre|you are|ur|u r|you) (?:still )?(?:single|alone)\b`),
  phrase(
    "harassment",
    String.raw`\b(?:go to|burn in|rot in) hell\b|\bdie in a (?:fire|hole|ditch)\b|\bwaste of (?:space|oxygen|air|skin)\b`,
  ),
  phrase("harassment", String.raw`\bshut (?:your|ur|yo) (?:mouth|face|trap|hole)\b`),
  phrase(
    "harassment",
    String.raw`\bwho (?:would|will|could) (?:ever )?(?:want to |wanna )?(?:date|love|want|like|fuck) (?:you|u)\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:you|u)(?:'re| are| r|re)?\s+${GIRLS_AND_FILLERS}(?:psycho|creep|pervert|perv|freak|loser|gold ?digger)\b(?!-)`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:such a|what a|typical|total)\s+(?:\w+\s+)?(?:gold ?digger|psycho|pervert|skank|whore|slut)\b`,
  ),

  // sexual pressure
  phrase("sexual", String.raw`\b${SEND}\b(?:\s+\w+){0,4}?\s+${BODY}\b`),
  phrase("sexual", String.raw`\b(?:nudes|noods|noodz|nudez|nude|sext|sexting|dtf|horny)\b`),
  phrase("sexual", String.raw`\b(?:sexy|spicy|naughty|dirty|naked|nude|topless|nsfw|hot)\s+${PIC}\b`),
  phrase(
    "sexual",
    String.raw`\b(?:want|wanna|wanted|gonna|going|let'?s|lets|down|would|i'?d|id|could|gotta|need|tryna|trying)\s+(?:to\s+)?(?:${F}|screw|bang)\b`,
  ),
  phrase("sexual", String.raw`\b(?:have|having|had|want)\s+sex\b|\bsex\s+(?:tonight|with (?:you|u|me))\b`),
  phrase("sexual", String.raw`\bowes?\s+(?:me\s+)?(?:sex|a blowjob|a bj|head|a nude|a kiss|something)\b`),
  phrase(
    "sexual",
    String.raw`\b(?:give|gives|giving)\s+(?:\w+\s+)?head\b|\bsuck (?:my|on my|it)\b|\bon my face\b|\bscream my name\b`,
  ),
  phrase("sexual", String.raw`\bmake (?:you|u) (?:cum|come|moan|scream|wet)\b`),
  phrase(
    "sexual",
    String.raw`\b(?:i'?m|im|i am|got me|making me|so)\s+(?:so\s+)?(?:hard|wet|horny)\b(?!\s*(?:work|-work|worker|to|on (?:my|him|her|them|myself|yourself|ur|your)|at)\b)`,
  ),
  phrase(
    "sexual",
    String.raw`\b(?:your|ur)\s+(?:\w+\s+)?(?:panties|underwear|lingerie|bra|nipples)\b|\bwhat (?:are|r) (?:you|u) wearing\b(?!\s+(?:to|for|tonight|tomorrow|on|at)\b)`,
  ),
  phrase("sexual", String.raw`\b(?:stop saying no|don'?t say no|you know you want (?:it|this|me)|prude)\b`),
  phrase("sexual", String.raw`\bsend (?:me )?(?:something|sth|smth) (?:spicy|sexy|naughty|dirty|hot)\b`),
  phrase(
    "sexual",
    String.raw`\b(?:get|getting) naked\b|\btake (?:your|ur|it|them|those|that) (?:clothes |shirt |top |pants )?off\b|\b(?:see|want) (?:you|u) (?:naked|nude|without (?:clothes|anything))\b`,
  ),
  phrase(
    "sexual",
    String.raw`\b(?:let me|lemme|let'?s|lets|wanna|can i|could i|i want to|i wanna)\s+(?:\w+\s+)?(?:smash|bang|screw|eat (?:you|u) out|bend (?:you|u) over)\b`,
  ),
  phrase("sexual", String.raw`\bbend (?:you|u) over\b|\beat (?:you|u) out\b`),
  phrase("sexual", String.raw`\b(?:everyone|everybody|all the girls|all girls) (?:sends?|does it|do it)\b`),
  phrase("sexual", String.raw`\b(?:d\*+ck|c\*+ck|p\*+ssy|t\*+ts|c\*+m)(?!\w)`),

  // threats
  phrase(
    "threat",
    String.raw`\b(?:i|we)\s+(?:know|found out|find out|will find|'ll find|ll find|will find out)\s+where (?:you|u) (?:live|work|sleep|are)\b`,
  ),
  phrase("threat", String.raw`\b(?:i|we)\s+(?:know|have)\s+(?:your|ur) (?:address|house|home|workplace)\b`),
  phrase(
    "threat",
    String.raw`\b(?:i'?ll|ill|i will|i'?m gonna|im gonna|i'?m going to|im going to|gonna|going to|i'?d|ima|imma|i'?ma|finna)\s+(?:(?!(?:never|not|no|ever)\b)\w+\s+)?(?:kill|kil|kll|hurt|stab|shoot|rape|strangle|choke|murder|slap|punch|find|hunt down)\s+(?:you|u|ya)\b(?!\s+(?:at|in|on)\b)`,
  ),
  phrase("threat", String.raw`\bbeat (?:you|u) up\b|\bbeat the (?:shit|hell|crap) out of\b`),
  phrase(
    "threat",
    String.raw`\b(?:show up|come|turn up|be)\s+(?:at|to)\s+(?:your|ur)\s+(?:work|house|home|place|job|door|office|school)\b`,
  ),
  phrase(
    "threat",
    String.raw`\b(?:you'?ll|youll|you will|you'?re going to|you are going to|you'?re gonna|ur gonna|u will)\s+regret\b(?!\s+not\b)(?!\s+(?:challenging|betting|daring|racing|asking me (?:about|for|to)|ordering|eating|trying|picking|getting me started|starting (?:a|this)|inviting me|letting me (?:pick|choose|cook|drive)|that (?:bet|dare|drink|shot|order|challenge)|this (?:bet|dare|challenge))\b)`,
  ),
  phrase(
    "threat",
    String.raw`\bwatch (?:your|ur|yo) (?:back|bak|bck)\b|\bwatch yourself\b|\bbetter watch\b|\bsee what happens\b|\band see where (?:it|that|this) (?:gets|will get|lands|takes) ${YOU}\b`,
  ),
  phrase(
    "threat",
    String.raw`\b(?:i'?ll|ill|i will|gonna|going to)\s+(?:leak|post|share|send|spread|show|publish|expose)\s+(?:all\s+)?(?:your|ur)\s+(?:pics|photos|nudes|pictures|screenshots|messages|texts|address|number|videos?)\b`,
  ),
  phrase(
    "threat",
    String.raw`\b(?:i'?ll|ill|i will|gonna)\s+(?:tell|call|email|text|message|contact)\s+(?:your|ur)\s+(?:boss|family|wife|husband|parents|mom|dad|friends|employer|work)\b`,
  ),
  phrase("threat", String.raw`\bmake (?:your|ur) life (?:a living )?(?:hell|miserable)\b`),
  // "You'll pay for dinner next time" is a plan, not a threat.
  phrase(
    "threat",
    String.raw`\b(?:you'?ll|youll|you will|u will|u'?ll|make you|make u|gonna make you) pay\b(?! (?:for (?:dinner|drinks|the (?:next|bill|tickets|food|cab|uber|taxi)|my|your|ur|it next|next|half|parking|tickets)|me back|less|more|\$|\d|cash|by|in|with|at)\b)`,
  ),
  phrase("threat", String.raw`\b(?:ruin|destroy|wreck) (?:your|ur) (?:life|reputation|career|marriage|family)\b`),
  phrase(
    "threat",
    String.raw`\b(?:smash|punch|kick|break|bash|cave) (?:in )?(?:your|ur) (?:face|head|teeth|legs?|arms?|neck|skull|jaw)\b`,
  ),
  phrase(
    "threat",
    String.raw`\b(?:everyone|everybody|your friends|ur friends|your family|your boss|the whole world) (?:will|is gonna|are gonna|gonna) see (?:your|ur|those|these|the|them)\b`,
  ),
  phrase(
    "threat",
    String.raw`\b(?:coming|come|going) (?:to )?(?:find|get) (?:you|u)\b(?!\s+(?:at|in|from|after|around|by|for)\b)`,
  ),
  phrase(
    "threat",
    String.raw`\b(?:i|i've|ive)\s+(?:got|have|found)\s+(?:your|ur) (?:address|home address|location|workplace)\b`,
  ),
  phrase("threat", String.raw`\b(?:get|gets|got) what (?:you|u|they|she|he) deserves?\b|\bi swear i'?ll\b`),
  phrase(
    "threat",
    String.raw`\b(?:deserve|deserves|should|ought)\s+(?:to\s+)?(?:be|get)\s+(?:raped|hurt|beaten|killed|punished|hit|slapped|stabbed|shot)\b`,
  ),
  phrase(
    "threat",
    String.raw`\b(?:i|i've|ive)\s+(?:followed|been following|been watching|was watching|am watching|watched)\s+(?:you|u)\b`,
  ),
];
