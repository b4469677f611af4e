import { CHAT_APP, type Phrase, phrase } from "./vocab";

/**
 * Scam frames by the structure of the ask (issue 26, item 5, 2026-12-02), for phrasings the word-level
 * frames of frames-scam.ts never listed: a hardship and a plea to the reader in one line (either order),
 * a pitch of trading or coins with an offer to the reader, and moves elsewhere said by their shape (swap
 * numbers, "my id is", "message me on wa", a site on a throwaway domain). Each needs both halves: a
 * hardship alone ("money is tight this month") or trading alone ("i trade stocks as a hobby") is chat.
 */
const YOU = String.raw`(?:you|u|ya)`;

// What needs paying for: the hardship half. Plain money words are here too, since the plea names no amount.
const HARDSHIP = String.raw`(?:short (?:this (?:month|week)|for (?:rent|cash|money|bills?)|on (?:cash|money|rent)|till|until)|rent|bills?|fees?|charges?|costs?|tuition|bail|debt|loan|paycheck|payday|check clears|salary|wallet|purse|declined|bank|insurance|funeral|operation|surgery|medicine|meds|hospital|impound|customs|mechanic|repairs?|groceries|fare|flight|visa|money|cash|broke|skint|afford|robbed|stolen|stranded|evict\w*|landlord|electric\w*|\$\d|\d+ (?:bucks|dollars))`;

// The plea to the reader: help, chip in, spare, cover, "is there any way", "i don't know who else to ask".
const PLEA = String.raw`(?:(?:could|can|would|will) ${YOU} (?:please |possibly |maybe |just |even )?(?:help(?: me)?(?: out)?(?=\s*(?:$|[?.!,]|with|w\/? |a bit|a little|this|once|if|until|till))|chip in|pitch in|lend|loan|spot|front|float|contribute|spare (?:a little|some|a few|anything|\$?\d)|(?:send|put|transfer) (?:a little|a bit|some|something|anything|\$?\d))|is there any way ${YOU} (?:could|can|would)|(?:don'?t|do not) suppose ${YOU} could|(?:don'?t|do not) know who else to (?:ask|turn to)|(?:you'?re|you are|ur) my (?:only|last) hope|anything (?:you can (?:send|spare|give)|helps|would help)|please help(?: me)?\b|if ${YOU} (?:could |can |would )?help\b|(?:ashamed|embarrassed|hate|sorry) to (?:even )?ask|(?:hate|sorry) to (?:bring (?:it|this) up|bother (?:you|u) with this)|hate asking|help a (?:girl|guy|brother|sister|friend|lady) out|need (?:someone|somebody) to help|(?:i|we) need (?:your )?help (?:with|paying|covering|to pay)|send (?:a little|a bit|something|some) (?:my way|over)|(?:i'?m )?not asking for (?:much|a lot)|just enough to (?:get|pay|cover|buy|keep)|need (?:a )?(?:little|lil|small|tiny|bit of) (?:something|help))`;

// The pitch half: trading, coins and the like.
const INVEST = String.raw`(?:invest\w*|trad(?:e|es|er|ers|ing)\b(?! (?:places|cards|pins|spots))|forex|crypto|bitcoin|btc|ethereum|eth|usdt|coins?|tokens?|defi|stable ?coins?|stocks?|futures|broker|portfolio|profits?|returns|mining|staking|yield|(?:my|a) (?:mentor|coach|advisor|analyst)|when to (?:buy|sell)|(?:app|platform|site|bot) that pays|pays (?:me )?(?:daily|every day|each day|weekly)|put \$?\d[\d,]*k? in(?:to)?\b|platform)`;

// The offer to the reader: teach, show, get you in, set you up, "you should start", "thank me later".
const OFFER = String.raw`(?:(?:teach|show|guide|coach|mentor) (?:${YOU}|someone|somebody)\b|introduce ${YOU} to|get ${YOU} (?:in|started|into)|set ${YOU} up|(?:want|like) (?:his|her|their|the) (?:contact|number|info|details)|${YOU} (?:should|could|can|need to|have to) (?:start|try|join|get in|invest|put|be (?:making|earning))|thank me (?:later|in|when)|join (?:me|us|my)\b|(?:let me|lemme|i'?ll|i will|i can|i could) (?:show|help|teach|walk|guide) ${YOU}\b|(?:ask|get) (?:him|her|them) to (?:help|teach|show|guide|add) ${YOU}\b|${YOU}'?ll thank me\b|download (?:the|this|my|that) (?:app|platform)\b|hook ${YOU} up\b|(?:dm|message|text|ask|hmu) me (?:to (?:learn|know|start|join)|how|for (?:details|more|info)))`;

// Winnings the pitch boasts of: paid for a car, up 5x, withdrew 10k, never lost, about to pump.
const WINNINGS = String.raw`(?:paid (?:for|off) my (?:car|house|rent|flat|apartment|trip|loans?|debt|mortgage|tuition)|(?:i'?m|im) up \d+(?:x|%)|up \d+x\b|withdr[ae]w \$?\d|(?:i'?ve |i have )?never (?:lost|had a loss|had a losing)|(?:been|was) (?:really |so |very )?good to me|made more (?:this \w+ )?than (?:at )?my (?:job|salary)|(?:will|gonna|going to|about to|is about to) (?:pump|explode|moon|skyrocket|blow up)|(?:which|what) coins? (?:will|are going to|gonna) (?:pump|moon|explode)|${YOU} (?:don'?t|do not) want to miss (?:this|out))`;

// The lure with no trading word needed: include you, grow your savings, manage your account for you.
const LURE = String.raw`\b(?:happy|glad|love) to (?:include|add|bring in|let in) ${YOU}\b|\bif ${YOU} (?:ever )?(?:want|wanna) to (?:grow|double|multiply) (?:your|ur) (?:savings|money|income)\b|\bi'?ll (?:manage|handle|run) (?:your|ur) (?:account|money|portfolio|funds|investments?) for ${YOU}\b|\bwatch the profits\b`;

// A hardship is often said with a negation ("i can't afford", "i don't have enough"), so these frames are
// matched right after one (vocab.ts, always).
const always = (p: Phrase): Phrase => ({ ...p, always: true });

// The sob story with no plea said: despair or going without, next to what needs paying for (issue 26,
// item 5). "i'm broke until payday but we can do a picnic" has no despair and stays chat.
const DESPAIR = String.raw`(?:(?:i'?m|i am|i feel|feeling) (?:so |really |just |honestly )?(?:desperate|helpless|hopeless)|(?:don'?t|do not) know what (?:i'?m (?:going|gonna) (?:to )?do|to do|i'?ll do|i will do)|(?:have|had|with) nothing (?:left|to eat)|nothing left for\b|haven'?t eaten|(?:account|wallet|fridge|bank account) is (?:empty|at zero)|(?:that|which) i (?:don'?t|do not|just don'?t) have\b|skip(?:ping)? meals|can'?t (?:even )?(?:afford|buy) (?:food|to eat|groceries)|(?:i have|there'?s) (?:no ?one|nobody) (?:else )?to (?:help|turn to)|(?:sleeping|living) (?:in my car|on the streets?|in a shelter)|took everything|lost everything|(?:get|getting) back on my feet|can'?t (?:think straight|stop crying)|can'?t (?:even )?afford to (?:renew|pay|fix|buy|eat|keep)|can'?t (?:even )?afford (?:the |her |his |my |their )?(?:meds|medicine|medication|treatment|doctor|surgery|operation|hospital|insulin)|(?:have|with|w\/?|got) no money\b|now (?:i'?m|i am|im) (?:stuck|stranded)\b|(?:stuck|stranded)\b[^.!?]{0,30}\b(?:no money|without (?:money|cash|a penny|my wallet)|can'?t pay|nothing left))`;

// What the despair is about: a hardship, or the trouble behind one.
const TROUBLE = String.raw`(?:${HARDSHIP}|treatment|sick|job|laid off|fired|divorce|account|payment|upfront|clinic|\d+ short|overdue|piling up)`;

export const SCAM_ASK_FRAMES: readonly Phrase[] = [
  always(
    phrase(
      "money",
      String.raw`\b(?:${HARDSHIP}|${DESPAIR}|stuck)\b[\s\S]{0,80}?${PLEA}|${PLEA}[\s\S]{0,80}?\b(?:${HARDSHIP}|${DESPAIR}|stuck)\b`,
    ),
  ),
  always(phrase("money", String.raw`\b${TROUBLE}\b[\s\S]{0,80}?${DESPAIR}|${DESPAIR}[\s\S]{0,80}?\b${TROUBLE}\b`)),
  // Small sums and top-ups by their everyday names: "lend me a tenner", "get me some credit for my phone",
  // "you could send me a little for my birthday".
  phrase(
    "money",
    String.raw`\b(?:lend|loan|send|give|spot|float) me (?:a |some |a few |a couple (?:of )?)?(?:tenner|fiver|twenty|quid|grand|bucks|hundred)\b|\b(?:get|buy|send|put|load) me (?:some |a little )?(?:phone )?(?:credit|data|airtime|minutes)\b|\b(?:data|credit|airtime)\b[^.!?]{0,30}\b(?:can|could|would) (?:you|u) (?:buy|get|send) (?:me )?(?:some|it)\b|\b(?:you|u) (?:could|can|should) (?:send|give|lend|spot) me (?:a little|a bit|something|some (?:money|cash)|\$?\d)`,
  ),
  // Going without, said whole, with no plea (issue 26, item 5: sob stories without an explicit plea): no
  // medicine, food or nappies bought, sleeping at a station, debts crushing, a penalty if the sender can't pay.
  always(
    phrase(
      "money",
      String.raw`\b(?:sleeping|slept|living) (?:at|in|on) (?:the |a )?(?:bus station|train station|streets?|shelter|park)\b|\b(?:haven'?t|have not|couldn'?t|could not|can'?t|cannot) (?:been able to )?(?:even )?(?:buy|afford|pay for|get) (?:my |the |her |his |our )?(?:medication|medicine|meds|insulin|nappies|diapers|formula|food|groceries)\b|\b(?:debts?|loans?|bills) (?:are|is) (?:crushing|killing|drowning|burying) me\b|\bif i (?:don'?t|do not|can'?t|cannot) pay\b[^.!?]{0,40}\b(?:arrest|evict|deport|jail|prison|kick me out|take my|lose my|cut (?:me )?off|i'?m out)|\b(?:bank|landlord|they)\b[^.!?]{0,20}\b(?:going to|gonna|will|about to) (?:take|repossess|seize) my (?:house|home|car|flat)\b`,
    ),
  ),
  // Stranded with no money, said whole: "im stuck at the airport w no money".
  always(
    phrase(
      "money",
      String.raw`\b(?:stuck|stranded)\b[^.!?]{0,30}\b(?:no money|without (?:money|cash|a penny|my wallet)|can'?t pay)\b|\b(?:stuck|stranded)\b[^!?]{0,60}\b(?:wallet|purse|money|cash|cards?|passport|bag)\b[^.!?]{0,20}\b(?:taken|stolen|lost|blocked|declined|frozen|gone)\b|\b(?:wallet|purse|money|cash|cards?|passport|bag)\b[^.!?]{0,20}\b(?:taken|stolen|lost|blocked|declined|frozen|gone)\b[^!?]{0,60}\b(?:stuck|stranded)\b`,
    ),
  ),
  // The trip to the reader that money stops: "i tried to buy a ticket to see you but my card was declined".
  phrase(
    "money",
    String.raw`\b(?:ticket|flight|visa|fare|trip|gas|bus)\b[^.!?]{0,20}\bto (?:see|meet|visit|come to) ${YOU}\b[^.!?]{0,40}\b(?:declined|blocked|frozen|short|can'?t afford|cannot afford|not enough|no money)\b|\b(?:declined|blocked|frozen|can'?t afford|cannot afford)\b[^.!?]{0,40}\b(?:ticket|flight|visa|fare|trip)\b[^.!?]{0,20}\bto (?:see|meet|visit) ${YOU}\b`,
  ),
  // Love or trust made the price of a favour: "if u really like me ull help me out", "prove you care".
  phrase(
    "money",
    String.raw`\bif ${YOU} (?:really |truly )?(?:like|love|care about|cared about|trust) me,? (?:you'?ll|you would|you'?d|ull|u'?ll|u would|u'?d|u will|you will|ya'?d) (?:help|send|buy|pay|do this for)\b|\bprove (?:you|u|ur|you'?re|u r) (?:care|love me|are serious|'?re serious|serious|mean it)\b[^.!?]{0,30}\b(?:send|buy|pay|help|card|money)\b|\b(?:card|money|send|buy|pay)\b[^.!?]{0,30}\bprove (?:you|u|ur|you'?re|u r) (?:care|love me|are serious|'?re serious|serious|mean it)\b`,
  ),
  // Money to be made, and the reader told to ask how: "wanna make some $$$? ask me how".
  phrase(
    "crypto",
    String.raw`\b(?:make|earn|making|earning)\s+(?:some |extra |real |easy |serious )?(?:money|\$+|cash|income|bank)[\s\S]{0,30}\b(?:ask me how|dm me|hmu|hit me up|message me|i can show ${YOU})\b`,
  ),
  // A loan or help with a cost, asked of no one in particular: "i just need a small loan to get through".
  phrase(
    "money",
    String.raw`\bneed (?:a |some )?(?:small |little |quick |short[- ]term )?loan\b|\bneed (?:some )?help (?:with|paying|covering) (?:the |my |his |her )?(?:\w+ )?(?:costs?|fees?|bills?|rent|tuition|charges?)\b|\bput \$?\d+ on (?:my|his|her) (?:phone|card|account)\b`,
  ),
  // A fee that stands between the reader and a parcel, a payment or a meeting: the advance-fee scam.
  phrase(
    "money",
    String.raw`\b(?:release|clearance|activation|unlock|processing|courier|delivery|customs) (?:fee|charge)s?\b[^.!?]{0,30}\b(?:paid|pay|before|first|release|so)\b|\b(?:wants?|needs?|asking for|requires?) \$?\d[\d,]*k?\b[^.!?]{0,30}\bbefore (?:he|she|they|it|i) (?:can )?(?:release|releases|send|sends|ship|ships|clear|clears|transfer|transfers)\b|\b(?:needs?|wants?|requir\w*) (?:a |the )?(?:small )?(?:release|clearance|activation|unlock|processing|courier|delivery|customs) (?:fee|charge)`,
  ),
  // Someone official holding a thing back until a fee is paid: "customs is holding it, they just need a small fee".
  phrase(
    "money",
    String.raw`\b(?:customs|courier|shipping company|delivery company|officials?|agent|bank|lawyer|port)\b[^.!?]{0,30}\b(?:holding|hold|held|stuck|won'?t (?:release|let))\b[^.!?]{0,60}\b(?:need|needs|want|wants|asking for|require\w*) (?:a |the )?(?:small |little |tiny )?(?:fee|payment|charge|money)\b`,
  ),
  // The reader's bank or card details, or a large allowance: what the fake payer is after.
  phrase(
    "money",
    String.raw`\b(?:send|give|text|share) me (?:your|ur) (?:card|bank|account|banking|routing)(?: \w+)? (?:details|info|number|login|numbers)\b|\ballowance\b[^.!?]{0,30}(?:\$?\d{3,}|\$?\d+(?:[.,]\d+)?k)\s*(?:a|per|\/|each|every) (?:week|month)\b|(?:\$?\d{3,}|\$?\d+k) (?:a |per )?(?:week|month)(?:ly)? allowance\b`,
  ),
  phrase("crypto", String.raw`\b${INVEST}[\s\S]{0,60}?${OFFER}|${OFFER}[\s\S]{0,60}?\b${INVEST}`),
  // The pitch said as a boast of winnings or a lure, with no offer said (issue 26, item 5: crypto
  // "opportunity" talk phrased casually). Losing money or trading as a hobby is no boast and stays chat.
  phrase("crypto", String.raw`\b${INVEST}[\s\S]{0,60}?${WINNINGS}|${WINNINGS}[\s\S]{0,60}?\b${INVEST}`),
  phrase("crypto", LURE),
  phrase(
    "crypto",
    String.raw`\b(?:profits?|returns?|gains?) (?:are |is |have been |were )?(?:guaranteed|insane|crazy|unreal)\b|\bnever had a losing (?:day|week|month|trade)\b|\b(?:inside|insider) (?:tips?|info|information)\b|\b(?:my|your|ur) first (?:million|mil|100k|six figures)\b|\b(?:daily|weekly) (?:yield|returns?|profits?|interest|payouts?)\b|\bearn\w* (?:interest|yield|returns?|profits?) (?:every|each|a|per) (?:day|week)\b`,
  ),
  phrase(
    "off-app",
    String.raw`(?<!\b(?:before|after|once|when|until|till) (?:we |i )?)\b(?:swap|exchange|trade) (?:numbers|digits|contacts|socials|snaps|handles|whatsapps?)\b|\bmy ${CHAT_APP} (?:id|user ?name|handle)\b(?! (?:from|back in|in (?:high school|college|school|\d{4})|was|used to))|\b(?:my )?(?:id|user ?name|handle) is\s+@?[a-z][a-z0-9_.]*\d|\bmy (?:account|id|user ?name|handle|name) (?:there |on (?:it|there) )?is\s+@?[a-z]+[._][a-z0-9._]+`,
  ),
  phrase(
    "off-app",
    String.raw`\b(?:more|mostly|always|usually) (?:active|online) on ${CHAT_APP}\b|\b(?:reply|respond|answer)\w* (?:faster|quicker|more) (?:on|over) ${CHAT_APP}\b|\b(?:text|message|msg|add|dm|hmu|call|reach|find|contact) me (?:on|at|via) (?:wa|tg)\b|\b(?:chat|talk|move|switch|continue|text|message|msg)(?: \w+)? (?:on|to|via|over) (?:wa|tg|the gram)\b|\b(?:hmu|hit me up|dm me|add me|find me) on the gram\b|\b(?:you|u|ya) (?:on|got|have) (?:whats ?app|telegram|tele|tg|kik|signal|snap ?chat|wechat|viber|line)\s*\?|\bi (?:use|am on|'?m on|mostly use) (?:line|kik|telegram|whats ?app|signal|wechat|viber)(?: mostly| a lot| more| all the time)?,? (?:do|what about|how about|and) (?:you|u)\b|\bwrite me (?:there|at|on)\b|\b(?:message|text|reach|contact|talk to|chat with|find) (?:you|u) (?:somewhere|anywhere) else\b|\bkeep (?:talking|chatting) somewhere else\b|\b(?:let'?s|lets|we should|can we|could we) (?:get|go|move) off (?:this|the) app\b|\b(?:best|good|easiest) (?:number|way|email) to (?:reach|contact|text|call) (?:you|u)\b|\b(?:do (?:you|u) have|have (?:you|u) got|got) an? (?:email|e-mail|gmail|personal number)\b|\b(?:here'?s|this is) my (?:id|user ?name|handle|number|email|gmail)(?:\s*:\s*@?[a-z0-9]|\s+@|\s+\+?\d)|\b(?:don'?t|do not|never|rarely|barely) (?:really )?(?:check|use|open) (?:this|the) app\b[^.!?]{0,40}\b(?:always|mostly|usually|more|way more) (?:on|active on) ${CHAT_APP}\b|\b(?:i'?m|i am) (?:on|active on) (?:it|there|${CHAT_APP}) (?:\w+ ){0,2}?(?:more|more often) than (?:on )?(?:here|this app|the app|this site)\b`,
  ),
  // Somewhere to write that is not the app: an email or a number, or a profile about to go.
  phrase(
    "off-app",
    String.raw`\b(?:write|message|text|reach|contact|mail|email|find) (?:to )?me (?:at|on|via|through) (?:my )?(?:e-?mail|gmail|yahoo|hotmail|outlook|cell|mobile)\b|\b(?:deleting|closing|deactivating|removing) my (?:profile|account)(?: here| on here)? (?:soon|tomorrow|today|tonight|this week)\b|\b(?:do|did) ${YOU} (?:use|have) (?:line|kik|telegram|signal|wechat|viber)\b(?! (?:much|a lot|for|of|at|up|manager|cook|dancing|work))|\b(?:talking|chatting|texting|messaging) on ${CHAT_APP}\b[^.!?]{0,20}\b(?:do|are) ${YOU} (?:have|on|use)\b`,
  ),
  // Chatting "there" once another app is named: "i sent you a request on facebook, so we can chat there".
  phrase(
    "off-app",
    String.raw`\b${CHAT_APP}\b[^.!?]{0,60}\b(?:we can|we could|let'?s|lets) (?:chat|talk|text|message|continue)(?: more)? (?:there|on (?:it|there))\b`,
  ),
  // A sign-in code sent to the reader's phone and asked back, in any words (issue 26, item 5: verification
  // tricks): "i'll send u a verification code, just reply with it", "what's the code that just came to your
  // phone?". The code told of ("my bank texted me a code") asks nothing back and stays chat.
  phrase(
    "off-app",
    String.raw`\b(?:code|verification|otp|pin|digits|numbers)\b[^.!?]{0,50}\b(?:to (?:your|ur) phone|(?:you|u) (?:got|get|received|just got)|came to (?:you|u|your|ur)|coming to (?:you|u)|sent (?:you|u)|send (?:you|u)|from me|by mistake)\b[\s\S]{0,60}?(?<!\b(?:don'?t|do not|never|not) )\b(?:send|tell|give|read|forward|share|reply with|text) (?:it|them|that|me)\b|\b(?:sent|send) (?:you|u) (?:a |the )?(?:code|verification|otp)\b[\s\S]{0,60}?(?<!\b(?:don'?t|do not|never|not) )\b(?:send|tell|give|read|forward|share|reply with|text) (?:it|them|that|me)\b|\bwhat(?:'?s| is) the (?:code|number|pin|otp) (?:that )?(?:just )?(?:came|you (?:got|received|just got)|on (?:your|ur) phone|they sent)\b|(?<!\b(?:don'?t|do not|never|not) )\b(?:send|tell|give|read|forward|share|reply with|text) (?:it|them|that|me)\b[\s\S]{0,40}\b(?:code|verification|otp|pin)\b[^.!?]{0,30}\b(?:to (?:your|ur) phone|(?:you|u) (?:got|get|received|just got)|by mistake)\b`,
  ),
  // Spanish and French asks, as a few first chats are written (normalize() has taken the accents off).
  phrase(
    "money",
    String.raw`\b(?:mandame|mandarme|enviame|enviarme|prestame|prestarme|depositame|transferirme|yapeame)\b[^.!?]{0,30}\b(?:dinero|plata|lana|pesos|dolares|euros|\$?\d+)|\b(?:necesito|me faltan?)\b[^.!?]{0,20}\b(?:dinero|plata|\$\d+|\d+ (?:dolares|euros|pesos)|\d+ para (?:la renta|el alquiler|pagar|el pasaje|el boleto))|\b(?:me ayudas|puedes ayudarme|ayudame)\b[^.!?]{0,40}\b(?:renta|alquiler|pagar|dinero|cuentas|factura|pasaje|boleto)\b|\b(?:renta|alquiler|dinero|cuentas|factura|pasaje|boleto)\b[^.!?]{0,40}\b(?:me ayudas|puedes ayudarme|ayudame)\b`,
  ),
  phrase(
    "money",
    String.raw`\b(?:envoie|prete|vire)[- ]moi\b[^.!?]{0,30}\b(?:argent|euros|sous|\d+)|\bm'(?:envoyer|preter|virer)\b[^.!?]{0,20}\b(?:argent|euros|\d+)|\bbesoin (?:d'aide |d'argent )?(?:pour )?(?:payer|regler)\b[^.!?]{0,30}\b(?:loyer|factures?|billet|argent)\b|\bbesoin d'argent\b`,
  ),
  phrase("gift-card", String.raw`\btarjetas? de regalo\b|\bcartes? cadeaux?\b`),
  phrase(
    "off-app",
    String.raw`\b(?:pasame|dame|mandame|cual es) (?:tu|su) (?:whats ?app|numero|telegram|insta|instagram|celular|cel|snap)\b|\b(?:agregame|escribeme|hablame|mandame (?:un )?mensaje) (?:en|por|al) (?:whats ?app|telegram|insta|instagram|kik|signal|line|snap)\b|\b(?:envoie|donne)[- ]moi ton (?:numero|whats ?app|telegram|insta|snap)\b|\b(?:ajoute|ecris|contacte)[- ]moi sur (?:whats ?app|telegram|insta|snap|kik|signal)\b`,
  ),
  phrase(
    "crypto",
    String.raw`\b(?:invertir|inversion|trading|cripto\w*|bitcoin)\b[^.!?]{0,40}\b(?:te (?:enseno|ensenare|ayudo|muestro)|ganar dinero|ganancias)\b|\b(?:investir|trading|crypto|bitcoin)\b[^.!?]{0,40}\b(?:je (?:t'apprends|te montre|peux t'aider)|gagner de l'argent|profits?)\b`,
  ),
  // A site on a domain that chat sites and cam pages use, named in a first chat: somewhere else to go.
  phrase(
    "off-app",
    String.raw`\b[a-z0-9-]{3,}\.(?:fun|live|xyz|vip|club|online|top|icu|click|cam|chat|love|date|dating|sexy|buzz|monster)\b`,
  ),
];
