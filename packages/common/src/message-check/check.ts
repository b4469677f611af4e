import {
  DataSet,
  type EnglishProfaneWord,
  englishDataset,
  englishRecommendedTransformers,
  RegExpMatcher,
} from "obscenity";

/**
 * The message check (docs/product.md, "Message check"): one pass over a message or custom question that
 * says whether it is harmful (the sender is asked "Are you sure?", the receiver "Does this bother you?") or
 * a scam or off-app ask (the receiver gets a safety tip), and which words made it so. It runs on the server
 * for every line, so it is plain synchronous code: the `obscenity` word list (it undoes leet-speak and look-
 * alike letters) for slurs and explicit words, and DOWN's own phrase patterns for what a word list cannot
 * see: insults aimed at the reader, sexual pressure, threats, and asks for money or another app. Measured by
 * `npm run eval:safety` on a labelled set kept apart from tuning (eval/untouched.ts).
 */

export type HarmKind = "harassment" | "sexual" | "threat";
export type ScamKind = "money" | "gift-card" | "crypto" | "off-app";
export type CheckVerdict = "harmful" | "scam" | "ok";

export interface CheckHit {
  kind: HarmKind | ScamKind;
  /** The words as the sender wrote them. */
  text: string;
  start: number;
  end: number;
}

export interface MessageCheck {
  verdict: CheckVerdict;
  /** Harmful words and phrases as written, in order, each once: what "Are you sure?" shows the sender. */
  flagged: string[];
  harm: HarmKind[];
  scam: ScamKind[];
  hits: CheckHit[];
}

const HARM_KINDS: ReadonlySet<string> = new Set<HarmKind>(["harassment", "sexual", "threat"]);

// ── The word list ────────────────────────────────────────────────────────────────────────────────────────
// Friendly swearing is ordinary dating talk ("holy shit", "fuck yes", "my boss is an ass"), so the mild
// words are dropped from the library and only their aimed forms ("fuck you", "piece of shit") are flagged,
// by the phrases below. "sex" alone is a word people use about a show or a cocktail; asks are phrases.
const DROPPED: ReadonlySet<EnglishProfaneWord> = new Set<EnglishProfaneWord>([
  "arse",
  "ass",
  "bastard",
  "bollocks",
  "fuck",
  "piss",
  "scat",
  "sex",
  "shit",
  "turd",
  "anus",
]);

const WORD_KIND: Partial<Record<EnglishProfaneWord, HarmKind>> = {
  rape: "threat",
};
const SEXUAL_WORDS: ReadonlySet<EnglishProfaneWord> = new Set<EnglishProfaneWord>([
  "anal",
  "bestiality",
  "blowjob",
  "boob",
  "buttplug",
  "cock",
  "cum",
  "deepthroat",
  "dick",
  "dildo",
  "doggystyle",
  "double penetration",
  "ejaculate",
  "felch",
  "fellatio",
  "finger bang",
  "fisting",
  "gangbang",
  "handjob",
  "hentai",
  "incest",
  "jerk off",
  "jizz",
  "lubejob",
  "masturbate",
  "orgasm",
  "orgy",
  "penis",
  "porn",
  "pussy",
  "semen",
  "tit",
  "vagina",
  "wank",
]);

const dataset = new DataSet<{ originalWord: EnglishProfaneWord }>()
  .addAll(englishDataset)
  .removePhrasesIf((phrase) => phrase.metadata !== undefined && DROPPED.has(phrase.metadata.originalWord));
const matcher = new RegExpMatcher({ ...dataset.build(), ...englishRecommendedTransformers });

function wordKind(word: EnglishProfaneWord): HarmKind {
  return WORD_KIND[word] ?? (SEXUAL_WORDS.has(word) ? "sexual" : "harassment");
}

// Uses of a listed word that are not aimed at anyone: complaining ("bitch about"), a fixed saying.
const WORD_EXCUSES: readonly RegExp[] = [/\bb[i*]+tch(ing|ed)? about\b/, /\blife'?s a bitch\b/];

// ── DOWN's phrases ───────────────────────────────────────────────────────────────────────────────────────
// Written against normalize()'s output: lower case, leet digits read as letters, curly quotes straight,
// the same length as the input so a match's place is its place in what the sender wrote.
const YOU = `(?:you|u|ya|ur|your|you're|youre|you are|u r|ur a|u are)`;
const F = String.raw`(?:fuck|f\*+ck|f\*+k|fck|fuk|fuq|fk|phuck)`;
const INSULT_ADJ = `(?:ugly|ugliest|fat|fattest|disgusting|worthless|pathetic|gross|useless|stupid|stupidest|dumb|dumbest|hideous|repulsive)`;
const INSULT_NOUN = String.raw`(?:idiot|moron|loser|creep|freak|pig|cow|bitch|b\*tch|whore|slut|sl\*t|hoe|ho|skank|bastard|prick|cunt|man|woman|girl|guy|thing|person|piece of \w+|waste of space)`;
const GIRLS_AND_FILLERS = String.raw`(?:(?:so|such|really|honestly|just|a|an|the|too|fucking|absolutely|literally|little)\s+)*`;
const SEND = `(?:send|sent|show|see|get|give|want|need|share|drop|post|flash)`;
const BODY = `(?:nudes?|noods?|noodz|nudez|naked|tits|titties|boobs|pussy|dick|cock|ass|butt|body|underwear|lingerie|panties|bra|nipples?)`;
const PIC = `(?:pic|pics|photo|photos|picture|pictures|selfie|selfies|video|vid|vids|snap|something|sth)`;
const PAY_APP = `(?:venmo|cash ?app|paypal|zelle|apple pay|google pay|chime)`;
const MONEY = String.raw`(?:money|cash|funds|\$\s?\d[\d,.]*k?|\d[\d,.]*\s?(?:dollars|bucks|usd|k\b)|\d{2,}\b)`;
const CHAT_APP = `(?:whats ?app|telegram|kik|signal|snap ?chat|snap|wechat|viber|hangouts|google hangouts|google chat|skype|line|imessage|messenger|insta|instagram|ig)`;

interface Phrase {
  kind: HarmKind | ScamKind;
  re: RegExp;
}
const phrase = (kind: HarmKind | ScamKind, source: string): Phrase => ({ kind, re: new RegExp(source, "g") });

const PHRASES: readonly Phrase[] = [
  // harassment
  phrase("harassment", String.raw`\b${F}\s*(?:you|u|ya|off|yo?urself|urself|ur ?self|yourselves)\b`),
  phrase("harassment", String.raw`\bshut the ${F} up\b`),
  phrase(
    "harassment",
    String.raw`\b(?:go\s+)?(?:kill|k\*ll)\s+(?:yo)?ur\s?self\b|\bkys\b|\b(?:go|hope you|hope u)\s+die\b`,
  ),
  phrase("harassment", String.raw`\bpiece of (?:shit|sh\*t|crap|trash|garbage)\b|\beat (?:shit|sh\*t)\b|\bpiss off\b`),
  phrase("harassment", String.raw`\b${INSULT_ADJ}\s+(?:\w+\s+)?${INSULT_NOUN}\b`),
  phrase("harassment", String.raw`\b${YOU}\s+${GIRLS_AND_FILLERS}${INSULT_ADJ}\b`),
  phrase(
    "harassment",
    String.raw`\b(?:you|u|ur|you're|youre|your|what a|such a|typical|dumb|stupid)\s+(?:a\s+)?(?:whore|slut|hoe|ho|skank|cunt|twat|asshole|dumbass|bastard|pig|cow|wanker)\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:dumbass|asshole|skank|wanker)\b|\b(?:sl\*+t|b\*+tch|wh\*+re|c\*+nt)(?!\w)(?!\s+about\b)`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:nobody|no one|no-one|noone)\s+(?:will\s+)?(?:ever\s+)?(?:loves?|wants?|likes?|cares? about)\s+(?:you|u)\b`,
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
    String.raw`\b(?:i'?m|im|i am|got me|making me|so)\s+(?:so\s+)?(?:hard|wet|horny)\b(?!\s*(?:work|-work|worker|to))`,
  ),
  phrase(
    "sexual",
    String.raw`\b(?:your|ur)\s+(?:\w+\s+)?(?:panties|underwear|lingerie|bra|nipples)\b|\bwhat (?:are|r) (?:you|u) wearing\b`,
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
    String.raw`\b(?:i'?ll|ill|i will|i'?m gonna|im gonna|i'?m going to|im going to|gonna|going to|i'?d)\s+(?:\w+\s+)?(?:kill|hurt|stab|shoot|rape|strangle|choke|murder|slap|punch|find|hunt down)\s+(?:you|u|ya)\b(?!\s+(?:at|in|on)\b)`,
  ),
  phrase("threat", String.raw`\bbeat (?:you|u) up\b|\bbeat the (?:shit|hell|crap) out of\b`),
  phrase(
    "threat",
    String.raw`\b(?:show up|come|turn up|be)\s+(?:at|to)\s+(?:your|ur)\s+(?:work|house|home|place|job|door|office|school)\b`,
  ),
  phrase(
    "threat",
    String.raw`\b(?:you'?ll|youll|you will|you'?re going to|you are going to|you'?re gonna|ur gonna|u will)\s+regret\b`,
  ),
  phrase("threat", String.raw`\bwatch (?:your|ur) back\b|\bwatch yourself\b|\bbetter watch\b|\bsee what happens\b`),
  phrase(
    "threat",
    String.raw`\b(?:i'?ll|ill|i will|gonna|going to)\s+(?:leak|post|share|send|spread|show|publish|expose)\s+(?:all\s+)?(?:your|ur)\s+(?:pics|photos|nudes|pictures|screenshots|messages|texts|address|number|videos?)\b`,
  ),
  phrase(
    "threat",
    String.raw`\b(?:i'?ll|ill|i will|gonna)\s+(?:tell|call|email|text|message|contact)\s+(?:your|ur)\s+(?:boss|family|wife|husband|parents|mom|dad|friends|employer|work)\b`,
  ),
  phrase("threat", String.raw`\bmake (?:your|ur) life (?:a living )?(?:hell|miserable)\b`),
  phrase("threat", String.raw`\b(?:you'?ll|youll|you will|u will|u'?ll|make you|make u|gonna make you) pay\b`),
  phrase("threat", String.raw`\b(?:ruin|destroy|wreck) (?:your|ur) (?:life|reputation|career|marriage|family)\b`),
  phrase(
    "threat",
    String.raw`\b(?:smash|punch|kick|break|bash|cave) (?:in )?(?:your|ur) (?:face|head|teeth|legs?|arms?|neck|skull|jaw)\b`,
  ),
  phrase(
    "threat",
    String.raw`\b(?:everyone|everybody|your friends|ur friends|your family|your boss|the whole world) (?:will|is gonna|are gonna|gonna) see (?:your|ur|those|these|the|them)\b`,
  ),
  phrase("threat", String.raw`\b(?:coming|come|going) (?:to )?(?:find|get) (?:you|u)\b`),
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

  // money
  phrase(
    "money",
    String.raw`\b(?:send|wire|lend|loan|give|transfer|spot|borrow)\s+(?:me\s+)?(?:some|the|a little|a bit of|a few)?\s*${MONEY}`,
  ),
  phrase(
    "money",
    String.raw`\b(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?(?:send|wire|lend|loan|transfer|spot)\s+me\b`,
  ),
  phrase(
    "money",
    String.raw`\b${PAY_APP}\s+me\b|\b(?:to|on|via|through|my)\s+(?:my\s+)?${PAY_APP}\b|\bwestern union\b|\bmoneygram\b`,
  ),
  phrase("money", String.raw`\b(?:i|we)\s+(?:really\s+)?need\s+(?:\w+\s+)?${MONEY}`),
  phrase(
    "money",
    String.raw`\bhelp (?:me\s+)?(?:with|pay|paying|cover|covering)\s+(?:my\s+|the\s+|for\s+)?(?:rent|bills?|hospital|fees?|debt|phone bill|ticket)\b`,
  ),
  phrase(
    "money",
    String.raw`\b(?:bank account|card) (?:is|was|got) (?:frozen|blocked|locked)\b|\bmoney for (?:the|a|my) (?:fee|fees|ticket|flight|visa|customs)\b`,
  ),

  // gift cards
  phrase(
    "gift-card",
    String.raw`\b(?:buy|get|send|grab|need|purchase|pick up)\b(?:\s+\w+){0,4}?\s+(?:\$?\d+\s+)?(?:gift ?cards?|itunes(?: card)?|steam (?:gift )?card|google play(?: card)?|play store card|amazon card|ebay card|apple card|card codes?)\b`,
  ),
  phrase("gift-card", String.raw`\b(?:scratch (?:the|off)|the code on the back|send (?:me )?the (?:card )?codes?)\b`),
  phrase(
    "gift-card",
    String.raw`\b(?:buy|get|send|grab)\s+me\s+(?:an?\s+)?(?:\$?\d+\s+)?(?:apple|amazon|steam|google play|itunes|sephora|visa|ebay|target|walmart)\s+(?:gift\s+)?cards?\b`,
  ),
  phrase(
    "money",
    String.raw`\bhelp me out with (?:\$?\d|some|a little|rent|my)|\bshort on (?:my )?(?:rent|bills?|cash|money)\b|\bcover (?:me|my (?:uber|rent|bills?|ticket|flight|gas|train|cab|taxi))\b`,
  ),
  phrase(
    "money",
    String.raw`\b(?:wallet|purse|bag|phone|card)s? (?:got|was|were|has been|have been) (?:stolen|lost)\b|\b(?:pay|paying) for my (?:uber|train|cab|taxi|ticket|flight|gas|bus|ride)\b`,
  ),
  phrase(
    "money",
    String.raw`(?:^|\s)\$[a-z][\w]{2,}\b|\bsend (?:a little )?(?:something|it|some)\s+(?:to|on|via)\s+(?:my\s+)?${PAY_APP}`,
  ),

  // crypto and "investment"
  phrase(
    "crypto",
    String.raw`\b(?:send|deposit|transfer|pay)\b(?:\s+\w+){0,4}?\s+(?:in\s+)?(?:btc|bitcoin|usdt|eth|ethereum|crypto|tether|to (?:this|my) wallet)\b`,
  ),
  phrase(
    "crypto",
    String.raw`\b(?:wallet address|guaranteed (?:return|returns|profit|profits)|investment (?:app|platform|opportunity)|trading (?:platform|app|account)|crypto platform|double (?:it|your money))\b`,
  ),
  phrase(
    "crypto",
    String.raw`\b(?:teach|show|help)\s+(?:you|u)\s+(?:how\s+)?(?:to\s+)?(?:trade|invest|make money|earn)\b`,
  ),
  phrase(
    "crypto",
    String.raw`\b(?:invest|trade|trading|investing)\b(?:\s+\w+){0,4}?\s+(?:crypto|bitcoin|forex|with me|platform)\b|\b(?:crypto|bitcoin|forex)\s+(?:trading|investing|investment)\b`,
  ),
  phrase("crypto", String.raw`\b\d+\s?% (?:a|per|each|every) (?:day|week|month)\b`),
  phrase("crypto", String.raw`\b(?:arbitrage|risk[- ]free|zero risk|no risk|mining pool|trading signals?)\b`),
  phrase(
    "crypto",
    String.raw`\b(?:open|make|create|set up|download)\s+(?:a|an|your)?\s*(?:binance|coinbase|kraken|bybit|okx|metamask|trust wallet|crypto|trading|investment)\s+(?:account|app|wallet)\b`,
  ),

  // moving off the app
  phrase(
    "off-app",
    String.raw`\b(?:add|text|message|msg|hit me up|hmu|chat|talk|dm|reach|contact|find|move|switch|continue|call|follow)\b(?:\s+\w+){0,3}?\s+(?:on|via|over|to|in)\s+${CHAT_APP}\b`,
  ),
  phrase(
    "off-app",
    String.raw`\b(?:whats ?app|telegram|kik|signal|snap|snapchat|wechat|viber|skype)\s+me\b|\badd my (?:snap|snapchat|kik|telegram|whatsapp|whats app|wechat|insta|ig)\b`,
  ),
  phrase(
    "off-app",
    String.raw`\b(?:give|send|what'?s|whats|drop|share|need|want|get|have)\s+(?:me\s+)?(?:your|ur)\s+(?:phone\s+)?(?:number|digits|cell|whats ?app|telegram|kik|snap|snapchat|email|e-mail)\b`,
  ),
  phrase("off-app", String.raw`\b(?:text|call|email|e-mail|ring)\s+me\s+(?:at|on|instead)\b|\bemail me\b`),
  phrase("off-app", String.raw`(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b`),
  phrase("off-app", String.raw`\b[\w.+-]+@[\w-]+\.[a-z]{2,}\b`),
  phrase(
    "off-app",
    String.raw`\b(?:move|switch|go|talk|chat)\s+(?:\w+\s+)?(?:off (?:this|the) app|somewhere else|to another app)\b`,
  ),
  phrase(
    "off-app",
    String.raw`\b(?:are you|r u|are u|do you have|do u have|you got|u got) (?:on )?(?:whats ?app|telegram|kik|signal|snap ?chat|wechat|viber|skype)\b`,
  ),
  phrase(
    "off-app",
    String.raw`\bmy (?:whats ?app|telegram|kik|snap ?chat|snap|wechat|signal|number|cell) is\b|\bdrop (?:your|ur) (?:snap|number|digits|cell|whats ?app|telegram)\b`,
  ),
  phrase(
    "off-app",
    String.raw`\b(?:let'?s|lets|we (?:can|could|should))\s+(?:just\s+)?(?:text|call|whatsapp|facetime|talk on the phone)\s+(?:instead|rather|there)\b`,
  ),
];

// A phrase right after a plain "no" is someone refusing, not asking ("no nudes please", "i'm not going to
// hurt you"). Only within the same clause: "stop saying no, you know you want it" is still pressure.
const NEGATION =
  /\b(?:no|not|never|don'?t|dont|won'?t|wont|wouldn'?t|didn'?t|can'?t|cannot|isn'?t|aren'?t)\b[^,.!?;]{0,12}$/;
// Checked on the normalized text, so leet and curly quotes cannot hide a negation either.
const NEGATABLE: ReadonlySet<string> = new Set(["sexual", "threat", "money", "gift-card", "crypto", "off-app"]);

const LEET: Readonly<Record<string, string>> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
  "\u2019": "'",
  "\u2018": "'",
};

/** Lower case, leet read as letters, one character for one, so match places stay places in the input. */
export function normalize(input: string): string {
  let out = "";
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] as string;
    const lower = ch.toLowerCase();
    out += LEET[lower] ?? (lower.length === 1 ? lower : ch);
  }
  return out;
}

// Numbers and money read better without the leet map (a phone number, "$200"); the money, off-app and
// crypto phrases run on this form.
function lowerOnly(input: string): string {
  let out = "";
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] as string;
    const lower = ch.toLowerCase();
    out += lower === "\u2019" || lower === "\u2018" ? "'" : lower.length === 1 ? lower : ch;
  }
  return out;
}

const DIGIT_KINDS: ReadonlySet<string> = new Set(["money", "gift-card", "crypto", "off-app"]);

function negated(text: string, start: number): boolean {
  return NEGATION.test(text.slice(Math.max(0, start - 24), start));
}

/** Checks one line. Pure and synchronous: a few dozen regular expressions and one word-list pass. */
export function checkMessage(input: string): MessageCheck {
  const hits: CheckHit[] = [];
  const leet = normalize(input);
  const plain = lowerOnly(input);

  for (const match of matcher.getAllMatches(input, true)) {
    const { phraseMetadata } = dataset.getPayloadWithPhraseMetadata(match);
    if (!phraseMetadata) continue;
    const start = match.startIndex;
    const end = match.endIndex + 1;
    const around = leet.slice(Math.max(0, start - 12), Math.min(leet.length, end + 12));
    if (WORD_EXCUSES.some((re) => re.test(around))) continue;
    const kind = wordKind(phraseMetadata.originalWord);
    if (NEGATABLE.has(kind) && negated(leet, start)) continue;
    hits.push({ kind, text: input.slice(start, end), start, end });
  }

  for (const { kind, re } of PHRASES) {
    const source = DIGIT_KINDS.has(kind) ? plain : leet;
    re.lastIndex = 0;
    for (let m = re.exec(source); m !== null; m = re.exec(source)) {
      if (m[0].length === 0) {
        re.lastIndex++;
        continue;
      }
      const start = m.index;
      const end = start + m[0].length;
      if (NEGATABLE.has(kind) && negated(source, start)) continue;
      hits.push({ kind, text: input.slice(start, end).trim(), start, end });
    }
  }

  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const harmHits = hits.filter((h) => HARM_KINDS.has(h.kind));
  const scamHits = hits.filter((h) => !HARM_KINDS.has(h.kind));
  const harm = unique(harmHits.map((h) => h.kind as HarmKind));
  const scam = unique(scamHits.map((h) => h.kind as ScamKind));
  return {
    verdict: harm.length > 0 ? "harmful" : scam.length > 0 ? "scam" : "ok",
    flagged: unique(merged(harmHits).map(([start, end]) => input.slice(start, end).trim())),
    harm,
    scam,
    hits,
  };
}

/**
 * The words to show: overlapping or nested hits are one stretch of what was written ("you dumb" and
 * "dumb b1tch" show as "you dumb b1tch"), so the sender reads each flagged phrase once.
 */
function merged(sorted: readonly CheckHit[]): [number, number][] {
  const out: [number, number][] = [];
  for (const hit of sorted) {
    const last = out[out.length - 1];
    if (last && hit.start <= last[1]) last[1] = Math.max(last[1], hit.end);
    else out.push([hit.start, hit.end]);
  }
  return out;
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
