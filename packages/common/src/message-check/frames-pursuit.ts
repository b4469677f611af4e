import { type Phrase, phrase } from "./vocab";

/**
 * Intent frames for harassment that carries no insult word (issue 26; docs/decisions/029): pursuit
 * (watching, turning up, contacting the reader's people, refusing to be ignored or blocked), body shaming
 * dressed as advice or a compliment, contempt said as a question or a comparison. frames-pressure.ts
 * holds the sexual pressure and threats of the same rounds.
 * They came from the misses of the second fresh set by category, each written as the shape of the act
 * rather than one wording. Written against normalize()'s leet form, where digits read as letters
 * ("20kg" is "2okg"), so numbers are matched as any word.
 */
export const YOU = String.raw`(?:you|u|ya)`;
export const YOUR = String.raw`(?:your|ur|yo)`;
export const YOU_ARE = String.raw`(?:you'?re|youre|you are|ur|u r|u are)`;
export const I_WILL = String.raw`(?:i'?ll|ill|i will|i'?m gonna|im gonna|i'?m going to|im going to|ima|imma|i'?ma|gonna)`;
export const PEOPLE = String.raw`(?:coworkers?|colleagues?|boss|manager|sister|sisters|brother|mom|mum|mother|dad|father|parents|(?:best )?friends?|bff|ex|family|roommate|flatmate|housemate|neighbou?rs?|bf|gf|boyfriend|girlfriend|husband|wife|kids?)`;
const PLACE = String.raw`(?:place|house|home|flat|apartment|building|window|work|office|job|gym|school|street|door|car|driveway)`;
const BODY_PART = String.raw`(?:face|body|teeth|tooth|nose|skin|hair|hairline|chin|forehead|thighs|arms|legs|belly|stomach|gut|ass|tits|boobs|chest|voice|smile|laugh|accent|style|vibe|personality|eyes|ears|head|weight)`;

export const PURSUIT_FRAMES: readonly Phrase[] = [
  // menace through the sender's people, calls until the reader answers (issue 26, item 2, 2026-12-02)
  phrase(
    "threat",
    String.raw`\bmy (?:boys|guys|mates|brothers|cousins|people|crew) (?:will|'?ll|are gonna|gonna|can) (?:sort|deal with|take care of|handle|visit|find|see to|pay) ${YOU}\b|\b(?:call|calling|text|texting|message|messaging|ring|ringing) (?:${YOU} )?(?:till|until|til|untill) ${YOU} (?:pick up|answer|reply|respond|talk)\b`,
  ),
  // pursuit: watching, turning up, reaching the reader's people, no way to be left alone
  phrase(
    "harassment",
    String.raw`\b(?:drove|driven|driving|walked|walking|went|been|was|came|stopped|swung) (?:\w+ )?(?:past|by|around) (?:${YOUR} ${PLACE}|yours|urs)\b|\b(?:parked|sat|waited|waiting|stood|standing|sitting|parking) (?:\w+ )?(?:across from|opposite|near|outside|by|down the street from|round the corner from) ${YOUR} ${PLACE}\b|\b(?:told|showed|gave|sent) me where ${YOU} (?:live|work|stay|sleep)\b|\b${YOUR} (?:lights?|curtains?|blinds?|car) (?:was|were|is|are) (?:on|off|open|closed|parked|there)\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:i'?ve |i |ive |been |always |keep |kept |im |i'?m )watching ${YOU}\b|\bwatching ${YOUR} (?:every move|house|place|window|stories all|page all)\b|\bwave (?:at|to) me next time\b|\b(?:refreshing|stalking|screenshotting) ${YOUR} (?:profile|page|stories|story|insta|status|last seen)\b|\b(?:fake|second|burner) (?:account|profile|number)\b[^.!?]{0,30}\b(?:to see|to check|to watch|to find out|so i can see)\b|\b(?:memori[sz]ed|learned|figured out|tracked|know) ${YOUR} (?:\w+ )?(?:schedule|routine|route|shifts|commute|timetable)\b(?! (?:is|must|sounds|seems))|\bi know (?:which|what|when) (?:train|bus|route|way|tube|time) ${YOU} (?:take|use|leave|get|go)\b|\b(?:checking|check|tracking|track|watching|following|stalking) ${YOUR} (?:location|snap ?maps?|whereabouts|live location|gps)\b|\bi know ${YOUR} ${PEOPLE}(?:'?s)? (?:name|address|number|work|school|car)\b|\bwaiting (?:at|by|outside) ${YOUR} ${PLACE}\b[^.!?]{0,20}\bwhen ${YOU} (?:get|come) (?:home|back|out)\b|\bkeep(?:ing)? (?:tabs|track|an eye) on (?:who|where|what|when|how) ${YOU}\b|\bsee ${YOUR} (?:lights?|car|window|curtains?) (?:on|off|open|there|parked)\b|\b(?:went|came|showed up|stopped by|dropped by|turned up|go) (?:to|at|by) ${YOUR} (?:work|job|office|house|place|home|flat|apartment|gym|school)\b(?! (?:party|warming|opening))`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:found|find|looked up|tracked down|stalked|saw|seen|follow(?:ed|ing)?) ${YOUR} (?:insta|ig|instagram|facebook|fb|twitter|tiktok|linkedin|socials|real name|last name|surname|${PEOPLE}(?:'?s)?)\b(?! (?:recommendation|suggestion|advice)s?\b)`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:messaged|texted|called|contacted|emailed|dm'?d|dmed|asked|talked to|spoke to|spoken to|reached out to|went to) ${YOUR} ${PEOPLE}\b(?=[^.!?]{0,30}\b(?:about|ask|where|who|if)\b)`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:i )?(?:can )?see (?:that )?${YOU_ARE} (?:online|active|on here|typing|reading|read my)\b|\banswer me\b[^]{0,20}\banswer me\b|\bwhy (?:are|r) ${YOU} (?:online|active|on here)\b[^.!?]{0,30}\b(?:answer|reply|respond|text)\b|\b(?:answer|reply|respond)(?: to)? me (?:now|right now|already)\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:new|another|more|other|fake) (?:accounts?|profiles?|numbers?)\b[^.!?]{0,40}\b(?:until|till|til|if|unless) ${YOU}\b|\b${YOU} can'?t block me\b|\b(?:new|another|other|second|fake) (?:accounts?|profiles?|numbers?)\b[^.!?]{0,30}\b(?:since|because|cause|cuz|coz|after|when) ${YOU} blocked\b|\b(?:${YOU} )?blocked me\b[^]{0,30}\b(?:new|another|other|second|fake|more) (?:accounts?|profiles?|numbers?)\b|\b(?:block|unmatch|ignore|report|ghost|delete) (?:me |this |my \w+ )?all ${YOU} (?:want|like)\b`,
  ),
  // Pursuit after a no (round g, 2026-12-03): asking again until the no turns, a no that does not count.
  phrase(
    "harassment",
    String.raw`\b(?:keep|keeps|keeping|gonna keep|will keep|i'?ll keep|ill keep|i'?ll just keep) (?:asking|begging|pushing|trying|bugging ${YOU}|on at ${YOU})\b[^.!?]{0,20}\b(?:until|till|til|untill) ${YOU} (?:say|said|give|change|agree)\b|\b${YOU} said (?:no|${YOU} (?:weren'?t|were not|aren'?t|are not) interested|(?:you'?re|ur|youre) not interested|not interested)\b[^.!?]{0,8}\b(?:but|so what|and)\b[^.!?]{0,25}\b(?:ask|asking|try|trying|keep|convince|change ${YOUR} mind|wear ${YOU} down|not buying it|don'?t believe (?:it|that|you)|don'?t buy it|know ${YOU} (?:want|like|don'?t mean)|${YOU} don'?t mean it)\b|\b(?:wear|wearing) ${YOU} down\b|\b${YOUR} no (?:doesn'?t|does not|dont|don'?t|won'?t|isn'?t) (?:count|matter|mean anything|stop me|work on me)\b|\bno (?:is|isn'?t) (?:not )?(?:an answer|a real answer|an option)\b|\bi (?:don'?t|dont|do not|never) (?:take|accept) no for an answer\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:keep|gonna keep|will keep|i'?ll keep|i'?ll just keep) (?:messaging|texting|calling|writing|coming|making|trying|liking|commenting|watching|checking)\b[^.!?]{0,40}\b(?:until|till|til) ${YOU}\b`,
  ),

  // body shaming as advice, a compliment with a condition, or a verdict on a part of the reader
  phrase(
    "harassment",
    String.raw`\b(?:be|look|were|would be) (?:\w+ )?(?:cute|hot|pretty|attractive|fit|fine|beautiful|handsome|better|dateable)\b[^.!?]{0,20}\bif ${YOU} (?:lost|lose|dropped|drop|shed|did something about|fixed|fix|had)\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:double chin|muffin top|thunder thighs|cankles|man ?boobs|moobs|beer belly|flat as a (?:board|pancake|ironing board|wall)|landwhale|manlet|fivehead|butterface|bald(?:ing)? (?:manlet|loser|freak|ass))\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b${YOUR} ${BODY_PART} (?:is|are|r|look|looks|was|were) (?:\w+ )?(?:a mess|a disaster|a joke|busted|crooked|yellow|rotten|nasty|terrible|awful|tragic|a crime|a war crime|huge|massive|annoying|irritating|unbearable|cringe|cringey|creepy|off-putting|a turn off)\b|\bi bet ${YOU} (?:were|was) (?:the |a |that )?(?:fat|ugly|weird|smelly|loser|lonely|chubby|nerdy)\b|\bever heard of (?:a |the )?(?:dentist|gym|diet|razor|shower|deodorant|soap|salad|toothbrush|skincare|shampoo|treadmill|orthodontist)\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:bullied|dumped|cheated on|left|ghosted|single|alone|hit)\b[^.!?]{0,30}\b(?:and |honestly |probably |prob |totally |really )*deserved? it\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:ch\*?[i*]nks?|wetbacks?|beaners?|gooks?|kikes?|towelheads?|ragheads?|zipperheads?)\b`,
  ),

  phrase(
    "harassment",
    String.raw`\b(?:those|${YOUR}|${YOU}) (?:\w+ )?(?:could|should|need to|needs to|could really|might wanna) (?:use|hit|see|spend|try)\b[^.!?]{0,25}\b(?:gym|diet|treadmill|salad|workout|dentist|makeover)\b`,
  ),
  phrase(
    "harassment",
    String.raw`\bwho (?:the (?:hell|fuck|f) )?do ${YOU} think ${YOU} are\b|\bwhy (?:do|d|does) ${YOU} (?:keep|always) (?:leaving me on read|ignoring me|ghosting me|not answering|not replying)\b|\b(?:saw|seen|spotted) ${YOU} with (?:that|some|a|another|this) (?:guy|girl|man|woman|dude|chick)\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:the )?(?:type|kind|sort) of (?:girl|guy|woman|man|person|chick)\b[^.!?]{0,25}\b(?:use and|uses and|pity|avoid|settle for|only sleep with|forget about)\b|\b(?:thought|think) ${YOU} (?:had|have|stood|ever had) a (?:chance|shot) with me\b|\bare ${YOU} (?:slow|stupid|dumb|thick|simple|special|mental)\b|\b${YOU} (?:talk|act|dress|text|sound|write) like (?:a|an) (?:(?:spoilt|spoiled|little|stupid|whiny|needy) )?(?:child|kid|toddler|baby|idiot|clown|hooker|slut|whore|retard|brat)\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b${YOU_ARE} built like (?:a|an) (?:fridge|tank|truck|house|bus|brick|barrel|potato|linebacker|wardrobe|whale|cow|pig|man|boy)\b|\b(?:nose job|boob job|botox|fillers?|veneers|lip job)\b[^.!?]{0,25}\b(?:didn'?t work|failed|went wrong|so obvious|look fake|didn'?t help)\b|(?:^|[.!?,]\s*)(?:maybe |just |pls |go )?(?:eat a salad|try a salad|skip a meal|put the fork down|lay off the (?:carbs|pizza|burgers))\b`,
  ),
  phrase(
    "harassment",
    String.raw`\bwho raised ${YOU}\b(?! to be (?:this|so) (?:sweet|kind|nice|lovely|polite|funny))|\b(?:disaster|joke|failure|waste|mess|excuse|embarrassment) of a (?:person|human|human being|man|woman|girl|guy)\b|\b${YOU}(?:'?d| would) be (?:nothing|ugly|invisible|a \w+) without (?:the )?(?:filters?|makeup|photoshop|facetune|your money|ur money)\b|\blearn (?:to|how to) (?:shut up|shut ur mouth|shut your mouth|be quiet|keep quiet)\b|\b${YOUR} (?:\w+ ){0,2}(?:give|gives) me (?:a )?(?:headache|the ick|cancer|nausea|a migraine)\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b${YOU_ARE} (?:a |such a |just a |so |so a )?(?:typical )?(?:hysterical|emotional|crazy|dumb|stupid|bossy|nagging) (?:woman|female|girl|bitch|feminist|broad)\b|\btypical (?:woman|female|women|girl)\b|\b(?:paki|pakis|chinky|wog|wogs|darkie|darkies|golliwog)\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:personality|charisma|face|body|brain|iq|conversation skills?|sex appeal|looks) of (?:a |an )?(?:wet |soggy |damp |stale |)?(?:cardboard|potato|potato sack|rock|brick|plank|toaster|wall|doorknob|sponge|dishwater|paper bag|bag of \w+|goldfish|turnip|thumb)\b|\b${YOU_ARE} not (?:even )?(?:pretty|hot|cute|attractive|fit|smart|rich|tall|interesting) enough (?:to|for)\b|(?:^|[.!?,]\s*)cry (?:more|harder|about it)\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:people|ppl|girls|guys|women|men|boys|gays|gay \w+|fat \w+|\w+ people) like ${YOU} (?:should|shouldn'?t|deserve|don'?t deserve|need to|are (?:why|the reason|disgusting|the problem|a joke|pathetic))\b|\b(?:stay|go back|get back) (?:in|into|to) the (?:closet|kitchen)\b|\bget (?:back )?in the kitchen\b|\bmake me a sandwich\b|\b(?:place|cafe|coffee shop|coffee place|gym|bar|bus stop|station|spot|shop) ${YOU} (?:go to|visit|get coffee at|work out at|wait at|stop at) every (?:morning|day|night|week|evening)\b`,
  ),
  phrase(
    "harassment",
    String.raw`\bimagine (?:thinking|believing) ${YOU_ARE} (?:a catch|hot|pretty|cute|special|funny|smart|interesting|worth)\b|\b${YOU_ARE} (?:so |such a |just |honestly |kinda |pretty |very )?(?:forgettable|mid|unremarkable|average at best)\b|\b(?:who|why) would (?:anyone |anybody )?(?:ever )?(?:swipe right|date|match|want|kiss) (?:on |with )?(?:that|this thing)\b|\b${YOUR} (?:tiny|little|pea|small|one) ?(?:sized )?brain(?: cell)?\b`,
  ),
  phrase(
    "harassment",
    String.raw`\bn[i*1!]+g{1,2}(?:er|a|ah|uh|\*+)s?\b|\bn\*+(?:gger|gga|r)s?\b|\bf[a*@]+g+[o0*]+t+s?\b|\bf\*+g\b|\bd\*ke\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:${YOU}|${YOUR}|screams|got|have|has)\b[^.!?]{0,25}\b(?:daddy|mommy) issues\b|\bwhen cousins marry\b|\binbred\b|\bdrop(?:ped)? ${YOU} (?:on ${YOUR} head|as a baby)\b|\b${YOU_ARE} (?:so |such a |just |really )?(?:needy|clingy|repellent|exhausting|draining|insufferable)\b|\b(?:go )?(?:cook|clean) (?:\w+ ){0,2}(?:woman|women|wench)\s*[.!?]*$`,
  ),
  phrase(
    "harassment",
    String.raw`\bi (?:checked|saw|know)\b[,.]?\s*${YOU} (?:were|was) (?:at|in|with)\b|\bask ${YOUR} ${PEOPLE} where ${YOU} (?:are|live|work|went|were)\b|\bblocking me (?:won'?t|will not|doesn'?t|does not|wont) (?:work|help|stop me|change anything)\b|\b(?:tell|see|figured out|found|know) which (?:window|house|flat|apartment|door|car|building) is (?:yours|urs)\b|\bkeep (?:an eye|tabs) on ${YOU} for me\b|\b(?:nobody|no one|noone) (?:would|will|is gonna|'?d) (?:even )?(?:miss|notice|care)\b[^.!?]{0,30}\bif ${YOU}\b`,
  ),
  phrase(
    "harassment",
    String.raw`\bas (?:flat|fat|ugly|dry|dull|boring|empty|thin|big) as ${YOUR} (?:chest|face|ass|body|forehead|personality|jokes|life)\b|\bis ${YOUR} (?:face|nose|body|voice|hair|head) (?:always|naturally|really) like that\b|\b${YOU} must be (?:so |really )?fun at (?:parties|funerals)\b|\b${YOU}(?:'?ve| have) (?:been with|slept with|hooked up with|fucked) (?:half|most|all|every)\b`,
  ),
  phrase(
    "harassment",
    String.raw`\bsaw ${YOUR} car (?:at|outside|parked)\b|\b${YOU}(?:'?ll| will) (?:talk to|answer|reply to|text) me eventually\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b${YOU}\b[^.!?]{0,30}\bpeaked in\b|\bwhoever told ${YOU}\b[^.!?]{0,30}\blied\b|\bstop (?:pretending|acting like|thinking) ${YOU_ARE} (?:out of my league|better|special|hot|pretty|all that|too good)\b|\bstarve (?:yo)?ur ?self\b|\b${YOU} (?:were|was|used to be|looked) (?:so much |way |a lot |much )?(?:prettier|hotter|thinner|cuter|better looking|more attractive)\b(?! than (?:me|i))`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:seen|saw|watched|noticed) ${YOU}\b[^.!?]{0,30}\bevery (?:day|morning|night|evening)\b|\b${YOUR} ${PEOPLE}\b[^]{0,40}\b(?:answered|opened) the door\b`,
  ),
  phrase(
    "harassment",
    String.raw`\bconsidered (?:getting )?a personality\b|\b${YOU_ARE} the reason (?:people|everyone|guys|girls) (?:leave|quit|hate|delete)\b|\bi'?d rather (?:date|kiss|marry|sleep with) (?:my \w+|a \w+|anyone) than ${YOU}\b|\band so is ${YOUR} (?:face|body|personality)\b|\b(?:congrats|congratulations) on being the (?:worst|most boring|ugliest|dumbest)\b|\b(?:women|girls|females) like ${YOU} belong\b|\bbelong in the kitchen\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b${YOU} (?:don'?t|do not|dont) get to (?:just )?(?:stop|ignore|ghost|unmatch|block|leave)\b|\bsee ${YOUR} (?:window|door|car|house|flat|balcony|bedroom|building|place) from (?:my|where i)\b|\bsee ${YOUR} (?:window|bedroom|bedroom window|front door|balcony) from (?:the|here)\b`,
  ),
];
