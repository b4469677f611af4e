import { type Phrase, phrase } from "./vocab";

/**
 * Intent frames for harm (docs/decisions/029, round 3): where phrases-harm.ts lists ways of saying a thing,
 * these combine a target ("you", "your") with an act or a quality, so a rewording that keeps the shape still
 * matches: a wish for the reader's harm, a first-person act of violence on them, showing where they are,
 * exposing them, pressure about their body. Written against normalize()'s leet form.
 */
const YOU = String.raw`(?:you|u|ya)`;
const YOUR = String.raw`(?:your|ur|yo)`;
const YOU_ARE = String.raw`(?:you'?re|youre|you are|ur|u r|u are|your)`;
const I_WILL = String.raw`(?:i'?ll|ill|i will|i'?m gonna|im gonna|i'?m going to|im going to|i'?d|i would|i'?m about to|gonna)`;
const VIOLENT = String.raw`(?:kill|k\*ll|hurt|stab|shoot|rape|strangle|choke|murder|slap|punch|kick|beat|ruin|destroy|end|slit|cut|burn|torture|drown|hunt down|track down|find|get)`;
const PEOPLE = String.raw`(?:boss|family|wife|husband|parents|mom|mum|dad|friends|employer|work|kids|partner|girlfriend|boyfriend|ex|coworkers|everyone)`;

export const HARM_FRAMES: readonly Phrase[] = [
  // harassment: aimed insults and wishes
  phrase(
    "harassment",
    String.raw`\b${YOU_ARE}\s+(?:(?:so|such|a|an|the|total|absolute|complete|real|fucking|just|nothing but|literally|human|such an|used up|old|fat|ugly)\s+)*(?:garbage|trash|pos|hag|thot|whale|tosser|twat|joke|embarrassment|disgrace|failure|looser|loser|retard|pig|cow|psycho|creep|nobody|letdown|let-down|disappointment)\b(?!-)`,
  ),
  phrase("harassment", String.raw`\b${YOU_ARE}\s+nothing\b(?!\s+(?:like|but (?:sweet|kind|nice|lovely)))`),
  phrase(
    "harassment",
    String.raw`\b(?:thot|thots|fatso|shemale|spic|spics|tosser|hag|twat|p\.?o\.?s|spaz|spazz|spastic)\b`,
  ),
  // Contempt said as an "un-…able" verdict on the reader, a face no filter saves, a laugh that clears a room,
  // a reader nobody ever loved (2026-12-02); only the "un-…able" words that judge a person as a partner.
  phrase(
    "harassment",
    String.raw`\b${YOU_ARE}\s+(?:(?:so|such|just|honestly|literally|really|completely|totally|genuinely|actually|an?)\s+)*un(?:likeable|likable|lovable|loveable|dateable|datable|fuckable|bearable|watchable|kissable|marriageable|employable|attractive|fixable|bangable|tolerable|salvageable)\b|\b(?:no|even a|not even a|no amount of) (?:filter|filters|surgeon|surgery|makeup|photoshop|lighting) (?:can|could|would|will|is going to|is gonna) (?:save|fix|help)\b|\b(?:your|ur|yours|you)\b[^.!?]{0,20}\b(?:could|would|will) (?:clear|empty) (?:a|the|any) (?:room|bar|club|dance floor)\b|\bdid (?:your (?:parents|mum|mom|dad|family)|anyone|anybody|no one) ever (?:love|like|want|hug) (?:you|u)\b|\b(?:audacity|nerve|confidence|balls|cheek|picky|demanding|arrogant|cocky|confident|loud|mouthy|yourself|urself|picky|fussy|entitled) (?:\w+ )?for (?:someone|somebody|a (?:girl|guy|man|woman)) (?:that|who) looks like (?:you|u|that|this)\b|\b(?:audacity|nerve|cheek) of (?:someone|somebody|a (?:girl|guy|man|woman)) (?:that|who) looks like (?:you|u|that)\b|\bno (?:man|woman|guy|girl|one|body) (?:is going to|is gonna|will ever|will|would ever|would) (?:put up with|tolerate) (?:that|your|ur|you)\b`,
  ),
  // The reader as someone nobody would be seen with, who should be grateful for a reply (2026-12-02)
  phrase(
    "harassment",
    String.raw`\bwho (?:would|'?d|could) (?:even |ever )?(?:want to|wanna) (?:be seen with|date|kiss|touch|marry|be with|sleep with) (?:you|u)\b|\b(?:you|u) should (?:(?:honestly|really|just|actually|seriously|genuinely|frankly|tbh|lowkey|already|be) )*be (?:so |very |really |more |damn |fucking )?(?:flattered|grateful|thankful|honou?red|lucky|glad) (?:that )?(?:i|someone|anyone|anybody|a guy|a man|a girl|people|we)\b|\bgo back to (?:the|your) (?:reservation|rez|jungle|cave|rice fields?)\b`,
  ),
  // Slurs the `obscenity` list lacks (issue 26, item 2, 2026-12-02); "gypsy" only aimed or with an insult,
  // since people name a "gypsy skirt" or the "gipsy kings".
  phrase(
    "harassment",
    String.raw`\b(?:ching chong|gyppos?|gippos?|pikeys?|wops?|dagos?|sambos?|mongoloids?|he-she|half-?breeds?|jungle bunn(?:y|ies)|squaws?|krauts?|japs|batty (?:boy|man)|poofters?|coons)\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:you|u|ur|dirty|filthy|stupid|typical|bloody|fucking|thieving|another)\s+(?:\w+\s+){0,2}(?:gypsy|gypsies|gipsy|lesbos?|jap|coon|ladyboy|tranny|trannies)\b(?!\s+(?:skirts?|dress(?:es)?|style|soul|spirit|kings|jazz|tops?|look|vibes?|festival|caravan|boots|earrings))`,
  ),
  phrase("harassment", String.raw`(?<!kung )\bfu\b|\bf(?:\*+\s*|\s)(?:you|u|off)\b|\bf off\b`),
  phrase(
    "harassment",
    String.raw`\b(?:i )?hope\s+${YOU}\s+(?:\w+\s+){0,2}?(?:die|dies|choke|rot|suffer|burn|drown|crash|get (?:hit|cancer|raped|hurt|run over|killed|aids))\b`,
  ),
  phrase(
    "harassment",
    String.raw`\bgo (?:die|jump off|hang|drown|drink bleach)\b|\b(?:hang|unalive) (?:yo)?ur ?self\b|\bunalive\b|\bdrink bleach\b`,
  ),
  phrase("harassment", String.raw`\b(?:world|everyone|everybody)(?: \w+){0,3} better (?:off )?without ${YOU}\b`),
  phrase(
    "harassment",
    String.raw`\b(?:you'?ll|youll|you will|u will|u'?ll|ur gonna|you'?re gonna|you'?re going to) (?:die|end up|be) (?:alone|single)\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b${YOU} deserve (?:to be )?(?:alone|miserable|single|nothing|to suffer|it (?:for|after) (?:what|how|being|ghosting|ignoring|leading|lying|cheating|wasting))\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:no|nobody|no one|noone)\s*(?:guy|girl|man|woman|one|body)?\s+(?:will|would|could|is (?:ever )?(?:gonna|going to)|(?:is )?ever gonna)\s+(?:ever\s+)?(?:date|want|love|like|touch|fuck|marry)\s+${YOU}\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b${YOUR} (?:face|body|teeth|nose|voice|personality|pics|photos|profile) (?:is|are|looks?|make me) (?:\w+ )?(?:disgusting|ugly|gross|hideous|horrible|repulsive|sick|vomit|emojivomit|like (?:a|an) (?:potato|pig|man|horse|dog|troll|whale))\b`,
  ),
  phrase(
    "harassment",
    String.raw`(?:^|[,.!?]\s*)lose (?:some )?weight\b|\bashamed of (?:yo)?ur ?self\b|\bshould be ashamed\b`,
  ),
  phrase("harassment", String.raw`\bgo back to ${YOUR} (?:own )?(?:country|village|cave)\b|\byou people\b`),
  phrase("harassment", String.raw`\bemojimiddlefinger\b|\b(?:${YOU}|${YOUR})\b[^.!?]{0,30}\bemojivomit\b`),
  phrase(
    "harassment",
    String.raw`\b(?:stuck up|frigid|fake ass|cheap|used up) (?:cow|bitch|hoe|whore|slut|skank|hag)\b`,
  ),

  phrase(
    "harassment",
    String.raw`\b(?:braindead|sicko|homo|homos)\b|\bscrew ${YOU}\b|\bhoe behaviou?r\b|\bgo back to where ${YOU} came from\b`,
  ),

  // sexual pressure
  phrase(
    "sexual",
    String.raw`\b(?:are|r) ${YOU} wearing (?:a |any )?(?:bra|panties|underwear|anything under)|\b${YOU} wearing anything under\b|\b(?:bra|cup) size\b`,
  ),
  phrase("sexual", String.raw`\bstrip (?:for me|naked|off|down)\b|\bnice (?:rack|tits|boobs|ass|booty)\b`),
  phrase("sexual", String.raw`\bemojieggplant\b|\bemojipeach emojisplash\b|\bemojitongue emojipeach\b`),
  phrase("sexual", String.raw`\bdown to (?:smash|fuck|bang|screw)\b`),
  phrase(
    "sexual",
    String.raw`\b(?:want|wanna|i'?d|id|gonna|going|let me|lemme|can i|could i|i'?ll|ill|i will|i'?m gonna)\s+(?:to\s+)?(?:ride|taste|lick|pound|spank|undress|eat)\s+${YOU}\b`,
  ),
  phrase("sexual", String.raw`\bon ${YOUR} knees\b|\bsu+c?k my\b|\bblow me\b|\bgimme head\b`),
  phrase(
    "sexual",
    String.raw`\bi bet ${YOU_ARE} (?:so |really )?(?:tight|wet|a freak|freaky|good in bed|kinky|easy)\b|\bi bet ${YOU} (?:taste|moan|give good)\b(?! test| testing| everything)`,
  ),
  phrase("sexual", String.raw`\b(?:rock|so) hard (?:thinking|for ${YOU}|rn|right now)\b`),
  phrase("sexual", String.raw`\bdon'?t be (?:a |such a |so )?prude\b|\bno means yes\b`),
  phrase(
    "sexual",
    String.raw`\bowe me\b[^.!?]{0,20}\b(?:dinner|drinks|the date)\b|\b(?:paid|bought|paying) (?:for )?(?:dinner|drinks|the date|everything)\b[^.!?]{0,25}\bowe me\b`,
  ),
  phrase("sexual", String.raw`\b(?:you'?ll|you will|youll|gonna|u will) sleep with me\b`),

  phrase(
    "sexual",
    String.raw`\b(?:let me|lemme|can i|tryna|trying to|wanna) hit(?: it| that| tonight)?\s*[.!?]*$|\bdo ${YOU} (?:swallow|spit|do anal)\b|\btalk dirty\b|\bare ${YOU} (?:a )?virgin\b|\bbody count\b`,
  ),
  phrase("sexual", String.raw`\basking for it\b|\btease me\b[^.!?]{0,25}\bsay no\b`),

  // threats: where the reader is, acts on them, exposing them
  phrase(
    "threat",
    String.raw`\b(?:kno|knw|know|find out|found out|figure out) where ${YOU} (?:live|work|sleep|are|go)\b`,
  ),
  phrase("threat", String.raw`\b(?:track|hunt) ${YOU} down\b`),
  phrase(
    "threat",
    String.raw`\b(?:found|find|have|got) ${YOUR} (?:house|address|home|place|car|work|flat|apartment)\b(?!\s+(?:on (?:linkedin|insta|instagram|etsy|behance|youtube|spotify|soundcloud|the website|your website)|online|really|so|amazing|great|interesting|inspiring|beautiful|funny|portfolio)\b)|\bi looked ${YOU} up\b|\bknow which (?:car|house|flat|apartment|building) is (?:yours|urs)\b`,
  ),
  phrase(
    "threat",
    String.raw`\b(?:parked|waiting|sitting|standing|outside) outside ${YOUR}\b|\b(?:be )?waiting (?:for ${YOU} )?outside ${YOUR}\b|\bi (?:can )?see ${YOU} (?:right )?now\b|\b${YOU} didn'?t see me\b`,
  ),
  phrase(
    "threat",
    String.raw`\b${I_WILL}\s+(?:(?!(?:never|not|no|ever)\b)\w+\s+)?${VIOLENT}\s+${YOU}\b(?!\s+(?:at|in|on|a|an|some|the|something|back|from|home|later|there|one|two|coffee|drinks?|dinner|flowers|food|\d)\b)`,
  ),
  phrase(
    "threat",
    String.raw`\bmake ${YOU} (?:hurt|bleed|suffer|regret)\b|\bbeat ${YOU} (?:senseless|to death|black and blue)\b`,
  ),
  phrase("threat", String.raw`\b(?:slit|cut|snap|break|wring|crush) ${YOUR} (?:throat|neck|skull|face|legs?|arms?)\b`),
  phrase(
    "threat",
    String.raw`\b(?:someone|somebody) (?:should|needs to|ought to|will|is gonna) (?:hurt|kill|rape|beat|teach) ${YOU}\b`,
  ),
  phrase(
    "threat",
    String.raw`\bsleep with one eye open\b|\bbe careful (?:walking|going|driving|getting) home\b(?![^.!?]{0,12}\b(?:roads?|icy|ice|snow|rain|raining|fog|storm|weather|dark out|text me|let me know|message me|drunk drivers)\b)|\b(?:shame|pity) if something (?:happened|happens|were to happen) to ${YOU}\b|\baccidents happen\b`,
  ),
  // "You don't know what I'm capable of": the negation is part of the threat, so these are never excused.
  {
    ...phrase("threat", String.raw`\bwhat i'?m capable of\b|\bwho ${YOU_ARE} (?:messing|dealing|fucking) with\b`),
    always: true,
  },
  phrase("threat", String.raw`\bor else\s*[.!?]*$|\b(?:you'?ll|you will|u'?ll|youll) be sorry\b`),
  phrase(
    "threat",
    String.raw`\b${YOU_ARE} (?:so |already |as good as )?dead\b(?!\s+(?:meat|tired|serious|right|funny|cute|wrong|on|to me|to us|to him|to her|to them)\b)`,
  ),
  phrase(
    "threat",
    String.raw`\b(?:post|leak|spread|publish|expose)\s+(?:the |your |ur |those |these |all |all the |all your )?(?:screenshots|nudes|convo|chats|what ${YOU} sent)\b`,
  ),
  phrase("threat", String.raw`\b(?:tell|show|send|email|call|text)\s+${YOUR}\s+${PEOPLE}\b`),
  phrase("threat", String.raw`\bemojiknife\b|\bemojigun\b`),
  phrase(
    "threat",
    String.raw`\bor (?:i'?ll |i will |i )?(?:post|leak|send|share|show|expose|tell)\b|\bor (?:everyone|everybody|${YOUR} \w+) (?:sees|will see|gets|finds out)\b`,
  ),
  {
    ...phrase(
      "threat",
      String.raw`\b${YOU} can'?t hide(?=\s*(?:$|[.,!?]|from me|forever|for long|anywhere|wherever|now))|\bthis (?:isn'?t|is not|aint|ain'?t) over\b|\bdon'?t make me come\b|\bsomeone'?s (?:going to|gonna) get hurt\b`,
    ),
    always: true,
  },
];
