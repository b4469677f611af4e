import { SCAM_ASK_FRAMES } from "./frames-scam-asks";
import { CHAT_APP, PAY_APP, type Phrase, phrase } from "./vocab";

/**
 * Intent frames for scams (docs/decisions/029, round 3): the shapes of an ask rather than its words, a
 * hardship with a plea, an ask to pay or cover, a promise of returns, a handle or number given, a move
 * elsewhere. Written against normalize()'s form without leet, so amounts stay numbers.
 */
const YOU = String.raw`(?:you|u|ya)`;
const always = (kind: Phrase["kind"], source: string): Phrase => ({ ...phrase(kind, source), always: true });

export const SCAM_FRAMES: readonly Phrase[] = [
  // money: hardship and pleas
  phrase(
    "money",
    String.raw`\b(?:behind|short|late) on (?:my |the )?(?:rent|bills?|payments?|loan)\b|\b(?:can'?t|cannot|can not) (?:pay|afford) (?:my |the )?(?:rent|bills?|hospital|phone|fees?)\b`,
  ),
  phrase(
    "money",
    String.raw`\b(?:can|could|would) ${YOU} (?:please |pls )?(?:help me )?(?:pay|cover) (?:for )?(?:me|my|it|this)\b(?!\s+(?:at|while|when|if|with|on (?:the|my) (?:shift|rota)))|\b(?:can|could) ${YOU} (?:get|buy) me an? (?:uber|cab|taxi|ticket|ride|bus ticket|train ticket)\b`,
  ),
  phrase(
    "money",
    String.raw`\b(?:hospital|surgery|landlord|deposit|medical bills?|evict\w*|kick me out|cut off)\b[^.!?]{0,40}\b(?:help|ask|send|pay)\b`,
  ),
  phrase(
    "money",
    String.raw`\b${PAY_APP}\s+[@$]\w|\bpay ${YOU} back (?:double|twice|with interest)\b|\banything helps\b`,
  ),
  phrase(
    "money",
    String.raw`\b(?:pay|cover) (?:for )?my (?:bus|train|plane|flight|uber|cab|ticket|visa|gas|groceries)\b`,
  ),

  phrase(
    "money",
    String.raw`\b(?:electricity|power|gas|water|phone|heating|internet)\b[^.!?]{0,20}\b(?:getting|being|will be|gonna be|about to be) (?:cut|shut)(?: off)?\b|\b(?:getting|being|about to be) evicted\b`,
  ),
  phrase("money", String.raw`\bneeds? (?:\w+ ){0,3}(?:and|but) i'?m (?:broke|skint|short)\b`),
  phrase(
    "money",
    String.raw`\bstranded\b[^.!?]{0,40}\b(?:card|bank|wallet|money|cash)\b[^.!?]{0,20}\b(?:not working|isn'?t working|declined|blocked|frozen|stolen)\b`,
  ),
  phrase("money", String.raw`\btop up my\b|\bgenerous (?:man|men|guy|gentleman)\b|\bsugar (?:daddy|mommy|mama|baby)\b`),
  phrase(
    "money",
    String.raw`\b(?:i'?ll |i will |i |will |can )?pay (?:${YOU} )?\$?\d[\d,.]*k?\s*(?:\/|a|per|each|every|weekly|monthly)\s*(?:week|month|day|wk|date|hour|hr)\b|\b(?:weekly|monthly) allowance\b|\bpay (?:${YOU} )?(?:just )?(?:to|for) (?:chat|chatting|talk|talking|keep me company|companionship)\b`,
  ),

  // gift cards
  phrase(
    "gift-card",
    String.raw`\b(?:gift ?cards?|steam cards?|google play cards?|itunes cards?|apple cards?)\b[^.!?]{0,25}\b(?:easier|works|instead|only|better)\b|\b(?:amazon|razer|walmart|target|sephora|ebay|vanilla|visa) cards? (?:only|instead)\b(?!\s+(?:work|works|worked|in|at)\b)|\b(?:only )?accept (?:\w+ )?(?:gift ?cards?|itunes|steam|google play)\b|\b(?:amazon|razer|walmart|target|sephora|ebay|vanilla|visa|steam|apple|itunes|google play)(?: gift)? cards? (?:work|works|are) (?:best|better|easier)\b`,
  ),
  phrase(
    "gift-card",
    String.raw`\b(?:pics?|photos?|pictures?) of (?:the|both|all the) (?:cards?|backs?)\b|\bcards?\b[^.!?]{0,30}\bfront and back\b|\bcard (?:with|and) the (?:code|pin)\b|\bget me \d+\b`,
  ),

  phrase("gift-card", String.raw`\bvouchers?\b[^.!?]{0,20}\b(?:please|pls|codes?|send)\b|\bsend the voucher\b`),
  // A store's card bought for someone met on the app: the brand, not the words "gift card" (issue 26).
  phrase(
    "gift-card",
    String.raw`\b(?:buy|get|grab|pick up|pick me up|send|need)\b(?:\s+\w+){0,4}?\s+(?:a |an |some |\$?\d+ )?(?:razer(?: gold)?|walmart|target|sephora|vanilla|best buy|nordstrom|xbox|playstation|psn|roblox|netflix|ebay|amazon|apple|steam|google play|itunes|visa prepaid|prepaid)(?: gold| gift| prepaid| store)? cards?\b(?! (?:reader|machine|terminal|game|games|table)\b)`,
  ),

  // crypto and "investment"
  phrase(
    "crypto",
    String.raw`\b(?:made|make|earn|earning|earned|making)\s+(?:\$?\d[\d,.]*k?|a lot|a fortune|money|bank)\b[^.!?]{0,30}\b(?:trading(?! (?:\w+ )?cards)|crypto|bitcoin|btc|forex|invest\w*|mining|usdt|eth)\b`,
  ),
  phrase(
    "crypto",
    String.raw`\b(?:trading|crypto|bitcoin|btc|forex|invest\w*|mining|usdt)\b[^.!?]{0,30}\b(?:made|earn|earned|profit|income|rich|returns?|fortune)\b`,
  ),
  phrase(
    "crypto",
    String.raw`\b(?:liquidity|crypto|bitcoin|cloud) mining\b(?! (?:uses|is|was|takes|wastes))|\beasy money\b|\bcoin will \d+x\b|\bgrow (?:your|ur) money\b|\bwatch (?:it|your money|ur money|them) (?:grow|multiply|double)\b|\b(?:trading|investment|signal|forex) group\b`,
  ),
  phrase(
    "crypto",
    String.raw`\binvest \$?\d[\d,.]*k? and (?:get|make|earn)\b|\bget into (?:forex|crypto|trading|bitcoin)\b|\b(?:coach|mentor|guide) ${YOU}\b|\bgot rich\b`,
  ),
  phrase(
    "crypto",
    String.raw`\bsend (?:it )?to this (?:address|wallet)\b|(?<!\bme to )\bbuy (?:usdt|btc|bitcoin|eth|crypto)\b`,
  ),
  phrase(
    "crypto",
    String.raw`\b(?:make|create|open|set up|sign up for) an? (?:account|wallet)\b[^.!?]{0,40}\b(?:referral|invite|ref) (?:link|code)?|\b(?:be|get|getting) rich together\b`,
  ),
  // A sign-in code read out to a stranger hands them an account ("so I know you're not a bot").
  phrase(
    "off-app",
    String.raw`\b(?:send|tell|give|read|share|text) me (?:the |that |ur |your |what the |what that )?(?:\d+[- ]digit|six[- ]digit|google|verification|sign-?in|login) code\b|\b(?:\d|six)[- ]?digit (?:google |verification |sign-?in )?code\b[^.!?]{0,40}\b(?:tell|send|give|share|read)\b|\bcode\b[^.!?]{0,40}\btell me what (?:it|the code) (?:is|says)\b|\b(?:send|tell|give|read|share|text|forward) me (?:back )?(?:the|that|this|ur|your) (?:code|numbers|digits) (?:you (?:got|get|received|just got)|that (?:came|comes)|on (?:your|ur) phone|they sent)\b|\b(?:code|verification number)\b[^.!?]{0,50}\b(?:read|send|tell|give|forward) (?:it|that|them) (?:back )?to me\b`,
  ),

  phrase(
    "crypto",
    String.raw`\b(?:app|platform|site|bot)\b[^.!?]{0,20}\bgave me\b[^.!?]{0,10}\b\d+x\b|\blet me set ${YOU} up\b(?! with (?:my|a) (?:friend|mate|buddy))|\bdoubles? (?:bitcoin|btc|crypto|your money|ur money|money|investments?)\b|\bcopy my (?:trades|signals|portfolio|strategy)\b|\bmake (?:thousands|\$?\d+k?) (?:a |per )?(?:day|week)\b`,
  ),
  phrase(
    "crypto",
    // "financial freedom", "side hustle", "passive income" are a pitch when said to the reader, not a dream.
    String.raw`\b(?:financial freedom|side hustle|passive income)\b(?=[^.!?]*\b(?:you|u|ya)\b)|(?<=\b(?:you|u|ya)\b[^.!?]*)\b(?:financial freedom|side hustle|passive income)\b|\b(?:will|gonna|about to) moon\b|\bwithdraw anytime\b`,
  ),
  phrase(
    "crypto",
    String.raw`\b(?:put|load|deposit|drop)\s+\$?\d[\d,.]*k?\s+(?:on|in|into)\s+(?:coinbase|binance|kraken|bybit|okx|crypto|bitcoin|btc|usdt|eth|an? (?:wallet|exchange|trading account))\b|\b(?:i'?ll|ill|i will|let me|lemme) (?:trade|invest|flip|grow|double) (?:it|them|that|ur money|your money) for ${YOU}\b`,
  ),
  phrase(
    "crypto",
    String.raw`\bnew (?:coin|token)s?\b[^.!?]{0,40}\b(?:launch\w*|presale|pre-sale|get in)\b|\b(?:get in|buy in) (?:early |now )?before (?:it|they) (?:\d+x|moons?|pumps?|explodes?|launch\w*)|\b\d+x'?s?\b[^.!?]{0,20}\b(?:coin|token|returns?|guaranteed)\b|\bpresale\b`,
  ),

  // off-app
  phrase(
    "off-app",
    String.raw`\b(?:sc|snap|insta|ig|tg|tele|telegram|kik|whatsapp|wa|tiktok|tt|discord)\s*[:@]\s*@?[a-z0-9_.]{3,}|\badd me\s*:?\s*(?:on\s+)?${CHAT_APP}\s*[:@]?\s*@[a-z0-9_.]{3,}|\b(?:you|u) got (?:a )?(?:snap|insta|ig|whatsapp|telegram)\b`,
  ),
  phrase(
    "off-app",
    String.raw`\bwhat'?s (?:your|ur) (?:(?:instagram|insta|ig|facebook|fb|handle|socials|line|discord)\b|@)(?! (?:like|bio|score|streak|story|stories|feed|aesthetic|status|username mean|handle mean)\b)`,
  ),
  phrase(
    "off-app",
    String.raw`\b(?:rarely|never|barely|hardly|not often) (?:on|use|check|here)\b[^.!?]{0,20}\b(?:text|call|message|add|reach)\b|\b(?:rarely|never|barely|hardly) (?:on|use|check) (?:here|this(?: app)?|the app|it)\b(?=[^.!?]*\b(?:${CHAT_APP}|tg|wa|number|digits|text|call|email)\b)`,
  ),
  phrase("off-app", String.raw`\b0\d{4}\s?\d{6}\b|\+\d{1,3}[\s.-]?\d{2,4}[\s.-]?\d{3,4}[\s.-]?\d{3,4}\b`),
  // A link to somewhere else: a shortened one, or a site to "verify" on before meeting (issue 26, item 5).
  // Always read: a link is no less a link after "you're not a bot:" (negation.ts reads "not" as negating it).
  always(
    "off-app",
    String.raw`\b(?:bit\.ly|tinyurl\.com|tiny\.cc|cutt\.ly|is\.gd|rb\.gy|t\.ly|shorturl\.at|linktr\.ee|beacons\.ai|onlyfans\.com|fansly\.com)\/\S+`,
  ),
  phrase(
    "off-app",
    String.raw`\b(?:verify|verified|verification|confirm|id check|background check|safety check|prove)\b[^!?]{0,50}\b(?:at|on|via|through|here|link)\b[^!?]{0,10}\b[a-z0-9-]+\.(?:com|net|org|io|me|xyz|site|app|link|info|live|online|co)\b|\bverify (?:ur|you'?re|youre|that you'?re|u r|you are) (?:not a (?:cop|bot|fake|scammer|catfish)|real)\b`,
  ),
  phrase(
    "off-app",
    String.raw`\b(?:check out|see|find|more of) my (?:pics|photos|vids|videos|content|page|spicy|private)\b[^.!?]{0,20}\b(?:here|at|on|link|site)\b|\b(?:visit|check out|go to|see|find me on|join me on|join me at) my (?:page|site|profile|website)\b[^!?]{0,20}\b(?:www\.|[a-z0-9-]+\.(?:com|net|live|me|xyz|site|io|co|club|vip|online|fun)\b)`,
  ),
  phrase(
    "off-app",
    String.raw`\b(?:take|move) (?:this|it|things|the chat|our chat|us) (?:to|over to|onto) ${CHAT_APP}\b`,
  ),
  phrase(
    "off-app",
    String.raw`\bwhere (?:can|could|do) i (?:reach|find|contact|text) ${YOU}\b|\b(?:deleting|leaving|quitting|delete) (?:this|the) app\b`,
  ),
  phrase("off-app", String.raw`\badd me\b(?=.*\b${CHAT_APP}\b)|\b${CHAT_APP}\b[^.!?]{0,30}\badd me\b`),
  phrase(
    "off-app",
    String.raw`\bi (?:only|mostly|just|really only) (?:use|check|chat on|talk on|reply on|am on|'?m on) ${CHAT_APP}\b|\b(?:see|find|meet|visit) (?:the real me|more of me|me|my (?:private|real|full) (?:pics|photos|profile|page))\b[^.!?]{0,20}\b(?:at|on)\s+[a-z0-9-]+\.(?:com|net|live|me|xyz|site|io|co|club|vip|online|fun)\b`,
  ),
  phrase(
    "off-app",
    String.raw`\b(?:join|sub(?:scribe)?(?: to)?|follow) my (?:${CHAT_APP} |private |vip |secret )?(?:channel|group|onlyfans|fansly|of|page)\b(?=[^.!?]*\b(?:pics|photos|vids|videos|content|exclusive|spicy|private)\b)|\b${PAY_APP}\b[^.!?]{0,15}[?.!]?[^.!?]{0,25}\b(?:(?:small |little |quick |big |tiny )?(?:favou?r|loan)|(?:a bit |a little |kinda )?short (?:this|for|on|till|until))\b`,
  ),
  phrase(
    "off-app",
    String.raw`\bsee more of me\b|\bfollow my link\b|\b(?:full|whole|private) gallery\b|\b(?:exclusive|spicy|private|premium) content\b[^.!?]{0,30}\b(?:on my|at|link|check)\b|\bmy (?:fansly|onlyfans|of page)\b`,
  ),
  phrase("off-app", String.raw`\b(?:text|call|ring) me\s*[.!]*$|\bfacetime me\b|\b(?:green|blue|purple) app\b`),
  phrase(
    "off-app",
    String.raw`^\s*(?:digits|number|ur number|your number|discord|snap|insta|telegram|whatsapp|kik)\s*\?+\s*$`,
  ),
  ...SCAM_ASK_FRAMES,
];
