import { I_WILL, PEOPLE, YOU, YOU_ARE, YOUR } from "./frames-pursuit";
import { type Phrase, phrase } from "./vocab";

/**
 * Intent frames for sexual pressure and threats that carry no sexual or violent word (issue 26;
 * docs/decisions/029): refusing a "no", sex as what a date or a compliment is owed, pics with a promise,
 * threats on the reader's people, threats said as a prediction or a demand. Written round by round from
 * the misses of the second fresh set and of later probe lines (eval/tuning-rewordings.ts), each as the
 * shape of the act rather than one wording, against normalize()'s leet form.
 */
// Who wants to do it: "i'd", "i'll", "i want to", "let me", "can't wait to" (issue 26, item 2, 2026-12-02).
// Traits that judge a person when the reader is asked how they manage them (round g).
const TRAIT = String.raw`(?:dull|boring|annoying|dumb|stupid|awkward|weird|rude|cringe|cringey|bland|clueless|slow|dense|thick|ugly|unfunny|desperate|needy|clingy|pathetic|useless|basic|mid|forgettable|irritating|insufferable|unattractive)`;
const I_WANT = String.raw`(?:i'?d|i would|i'?ll|ill|i will|i want to|i wanna|i'?m gonna|im gonna|i'?m going to|let me|lemme|i need to|i can'?t wait to|cant wait to|can'?t wait to|gonna)`;

export const PRESSURE_FRAMES: readonly Phrase[] = [
  // sexual pressure said as touch the sender wants (2026-12-02): an act on the reader, the reader unclothed,
  // the sender's bed or room as where the reader goes, "all over you", "rough"
  phrase(
    "sexual",
    String.raw`\b${I_WANT} (?:\w+ ){0,2}?(?:lick|suck|spank|grope|finger|undress|strip|rail|pound|tie up|bend|ride|devour|taste|eat) (?:(?:every|each) (?:inch|part|bit) of )?(?:you|u)\b(?! (?:guys|know|later|tomorrow|at|in|to|for|around|home|of|up on|with)\b)|\b${I_WANT} (?:\w+ ){0,2}?(?:lick|suck|spank|grope|finger|undress) (?:your|ur)\b`,
  ),
  phrase(
    "sexual",
    String.raw`\b(?:with nothing|without (?:anything|any clothes|clothes|ur clothes|your clothes)) on\b(?! (?:my|your|ur|tv|the|tonight|this)\b)|\b(?:get|come|climb|jump|hop|crawl) (?:straight |right )?(?:in|into|to) my (?:bed|bedroom|hotel room)\b|\b(?:straight|right) to my (?:room|place|hotel)\b|\b(?:hands|lips|mouth|tongue|be|get|put \w+ \w+) all over (?:you|u|your body|ur body)\b|\b(?:like|love|want|likes|loves|take|takes|gonna give) it (?:rough|deep)\b`,
  ),
  // menace said as what blocking will not end, who the sender is not to upset, the reader's changed routine
  // noticed, the reader's laughter soon ended (2026-12-02)
  phrase(
    "threat",
    String.raw`\b(?:blocking|ignoring|ghosting|unmatching|reporting|deleting) me (?:ends|end|stops|stop|(?:will|won'?t|wont|will not) (?:stop|end|change|save|help|work)|is (?:gonna|going to) (?:stop|end|save|help|work)|makes (?:me|this) (?:go away|stop))\b|\b(?:not (?:someone|somebody|a guy|a man|the guy|the person)|the wrong (?:guy|person|man|girl)) (?:you|u) (?:want to|wanna|should) (?:upset|mess with|piss off|cross|ignore|annoy|play with|lie to|ghost)\b|\b(?:i'?m|im|i am) the wrong (?:guy|person|man|girl) to (?:upset|mess with|piss off|cross|ignore|play|ghost)\b`,
  ),
  phrase(
    "threat",
    String.raw`\b(?:i )?(?:noticed|saw|see|know) (?:that )?(?:you|u) (?:changed|switched|moved|started taking) (?:your|ur) (?:route|routine|schedule|gym|bus|train|commute|address|hours|way home)\b|\b(?:won'?t|wont|will not|not gonna) be (?:laughing|smiling|so smug|so brave|so tough|so cocky)\b[^.!?]{0,20}\b(?:when|once|after) i\b|\bwait (?:till|until|til) i (?:see|find|catch) (?:you|u)\b(?! (?:again|in person|at the|on|tomorrow|tonight|saturday|friday|sunday)\b)`,
  ),
  // the reader made to beg or held down, asked to strip or to lie back (2026-12-02)
  phrase(
    "sexual",
    String.raw`\b(?:have|had|get|got|keep) (?:you|u) (?:pinned|bent over|tied up|naked|on your knees|on ur knees|under me|begging|moaning|screaming|squirming|shaking|dripping)\b|\b(?:you|u)(?:'?d| would|'?ll| will|'?re gonna| are gonna) be (?:begging|moaning|screaming) (?:for (?:more|it|me)|my name)\b|\blie back and (?:let me|enjoy|relax)\b|\bstart (?:stripping|undressing)\b|\b(?:strip|undress) for me\b|\b(?:one|a pic|pic|a photo|photo|something|a vid|vid) where i can see (?:everything|more|it all|all of (?:you|it))\b`,
  ),
  // clothes taken off or left off for the sender, how the reader likes it, "a real man", ending up in his bed
  phrase(
    "sexual",
    String.raw`\b(?:unzip|unbutton|undo|pull down|lift|take off|slip off) (?:that|your|ur|those) (?:\w+ )?(?:hoodie|top|shirt|dress|jeans|skirt|bra|pants|trousers|shorts|panties|knickers|zip|zipper)\b(?= for me| slowly| now| already|\s*$|\s*[.!?])|\b(?:don'?t|dont|do not) wear anything (?:under|underneath|beneath)\b|\bwear nothing (?:but|under|underneath)\b|\bno (?:bra|underwear|panties|knickers) (?:tonight|next time|on our date|when we meet|for me)\b|\bhow (?:big|deep|hard|rough|many inches) (?:do|can|would) (?:you|u) (?:like|take|want|handle)\b|\b(?:ever had|never had|you need|u need|needs) a real (?:man|woman)\b|\bwhat a real (?:man|woman) (?:can do|feels like|is like)\b|\b(?:end|ends|ended|wind|winds) up in my (?:bed|bedroom|room)\b`,
  ),
  // touching oneself for the sender, the reader bent over or felt against him, a secret from the reader's
  // partner, a kiss or more owed for drinks, one garment "and nothing else" (2026-12-02)
  phrase(
    "sexual",
    String.raw`\btouch (?:yourself|urself|ur self)\b|\b(?:bend|bending|bent) (?:you|u) over\b|\bfeel (?:you|u|your body|ur body) (?:against me|pressed|inside|under me|on top of me)\b|\b(?:your|ur) (?:bf|boyfriend|husband|gf|girlfriend|wife|partner|man|girl) (?:doesn'?t|doesnt|does not|won'?t|wont|don'?t|dont|never) (?:need|have|has|got) to know (?:what we|about us|about me|about tonight|we|anything about (?:us|me|tonight))\b|\b(?:you|u) owe me (?:at least |a little )?(?:a kiss|something|a night|sex|head|more than (?:a|that))\b|\bwear\b[^.!?]{0,30}\band nothing else\b`,
  ),
  // a photo taken of the reader unseen
  phrase(
    "threat",
    String.raw`\bi (?:took|snapped|got) (?:a |some )?(?:pic|pics|photo|photos|picture|pictures|video) of (?:you|u) (?:at|in|on|outside|leaving|walking|when|while)\b(?![^.!?]{0,40}\b(?:our|we|together|date)\b)`,
  ),
  // a threat to move the reader by force
  phrase(
    "threat",
    String.raw`\b(?:drag|throw|shove) (?:you|u) (?:in|into|out|off|down|inside|to the (?:ground|floor|car))\b`,
  ),
  // sexual pressure: no "no", sex as what a date is owed, pics with a promise
  phrase(
    "sexual",
    String.raw`\bput(?:ting|s)? out (?:on|for|after|by) (?:the |a |our |ur |your )?(?:first |1st |second |third |\w+ )?(?:date|night|dinner|me)\b|\bnot putting out\b|\b(?:paid|bought|paying|got) (?:for )?(?:dinner|drinks|the date|everything|the meal)\b[^]{0,20}\bthe least ${YOU} (?:can|could) do\b|\bthreesome\b|\bstop (?:stalling|being a tease|playing hard to get)\b`,
  ),
  {
    ...phrase(
      "sexual",
      String.raw`\b(?:won'?t|wont|will not|not gonna|i don'?t|i dont|not) (?:take|taking|accept|accepting) no (?:for an answer)?\b(?![^.!?]{0,16}\b(?:on|about) (?:the|this|dessert|that|drinks|karaoke|trivia|brunch|pizza)\b)|\b(?:don'?t|dont|do not) (?:bother|even think about|try|you dare) saying no\b|\bno (?:is ?n'?t|isnt|is not|aint|ain'?t) an? (?:answer|option)\b|\bnot waiting (?:till|until|til|for) (?:the )?\w+ date\b`,
    ),
    always: true,
  },
  phrase(
    "sexual",
    String.raw`\b(?:let me|lemme|can i|tryna|wanna|gonna let me|u gonna let me|you gonna let me) (?:hit|smash|bang|tap) (?:it|that|tonight|or nah)\b`,
  ),
  phrase(
    "sexual",
    String.raw`\b(?:pic|vid|video|photo|picture|selfie|snap|one)s?\b(?! of (?:your|ur|the|my|his|her|a|our) (?:dogs?|cats?|pets?|pupp(?:y|ies)|kittens?|birds?|fish|baby|kids?|plants?|bathroom|tiles|view|new)\b)[^.!?]{0,20}\b(?:in the shower|in the bath|in (?:the |ur |your )?bed|in (?:ur|your) (?:underwear|bra|panties|towel)|topless|without (?:a |ur |your )?(?:shirt|top|clothes|bra))\b|\b(?:nobody|no one|noone) (?:else )?(?:will|would|is gonna|gonna) see (?:it|them)\b`,
  ),

  phrase(
    "sexual",
    String.raw`\b(?:give|giving) me what i (?:want|need|deserve)\b|\bsent (?:that|those|the|ur|your)? ?(?:pic|pics|nudes|photos?) to (?:other|other guys|every(?:one|body)|half)\b`,
  ),

  phrase(
    "sexual",
    String.raw`\bspread (?:those|your|ur|em|them|'?em) (?:legs|cheeks|thighs)\b|\b(?:i'?ll|i will|let me|i) (?:be the judge|decide|know better)\b[^.!?]{0,20}\b${YOU_ARE} ready\b|\b(?:until|till|til|unless) i get what i (?:want|need|came for)\b|\bnot leaving (?:my|the) (?:place|house|car|room|flat|apartment)\b[^.!?]{0,15}\b(?:until|till|unless)\b|\bnot leaving (?:\w+ ){0,2}(?:until|till|unless) ${YOU}\b(?! (?:try|taste|finish|eat|have (?:a|some|the)|see (?:the|my)|meet|hear|tell me|sing|dance|pick|beat me|win)\b)`,
  ),

  phrase(
    "sexual",
    String.raw`\b(?:i )?deserve (?:at least )?(?:a |some )?(?:kiss|something|reward|more|sex|head|a night)\b[^.!?]{0,20}\bfor (?:the |that )?(?:dinner|drinks|date|meal|ride|paying|buying)\b|\b(?:lose|take off|remove|drop) (?:the|your|ur|that) (?:shirt|top|bra|clothes|pants|towel|dress|jeans)\b[^.!?]{0,20}\b(?:send|show|pic|proof|cam|facetime)\b|\bwhat (?:you'?d|would you|u'?d|would u) let me do to ${YOU}\b|\bwhat i(?:'?d| would| want to| wanna| will|'?ll) do to ${YOU}\b(?! (?:if|when) (?:you|u) (?:beat|win))`,
  ),
  {
    ...phrase(
      "sexual",
      String.raw`\bwon'?t be able to walk (?:straight|tomorrow|properly|for days)\b|\bwhether ${YOU} (?:want|like) it or not\b`,
    ),
    always: true,
  },

  phrase(
    "sexual",
    String.raw`\bwhat'?s under (?:the|that|your|ur) (?:hoodie|shirt|top|dress|skirt|towel|jeans|clothes|sweater|jumper|robe)\b|\bafter leading me on\b`,
  ),
  {
    ...phrase(
      "sexual",
      String.raw`\b(?:${YOU} )?(?:can'?t|cannot|don'?t get to|aren'?t allowed to|not allowed to) say no\b(?! to (?:pizza|dessert|tacos|this|that|a|an|free)\b)`,
    ),
    always: true,
  },

  {
    ...phrase(
      "sexual",
      String.raw`\bmake ${YOU} (?:beg|scream|moan|squirm)\b|\b(?:the )?(?:kind|type) of (?:guy|man|person) (?:you|u|girls|women) (?:say no to|don'?t say no to|refuse)\b|\bnobody says no to me\b`,
    ),
    always: true,
  },

  // threats: on the reader's people, a prediction of harm, a demand that is not a question
  phrase(
    "threat",
    String.raw`\bsee where ${YOU} end up\b|\b(?:i )?hope ${YOUR} (?:\w+ ){0,2}(?:crashes|burns|dies|sinks|explodes|gets (?:hit|stolen|hacked|burned|cancer))\b`,
  ),
  phrase(
    "threat",
    String.raw`\b(?:you'?re|ur|you are|u r|you'?ll|you will|u will|u'?ll) (?:gonna |going to )?learn (?:the hard way|ur lesson|your lesson|a lesson)\b|\bdon'?t test me\b[^.!?]{0,5}[,.]?\s*i know people\b|\bi know people\s*[.!]*$|\bi (?:know|have|got|'?ve got) (?:people|friends|guys|cousins) who (?:can|could|will|would) (?:make ${YOU}|hurt|find|deal with|take care of|visit)\b`,
  ),
  phrase(
    "threat",
    String.raw`\b${YOUR} (?:${PEOPLE}|boss|work|employer|everyone) (?:will|is gonna|are gonna|gonna|is going to|are going to|will all) (?:hear|know|find out|see|learn|get)\b`,
  ),
  phrase(
    "threat",
    String.raw`\b(?:screenshot(?:ted|ed)?|saved|downloaded|kept) (?:all )?${YOUR} (?:pics|photos|nudes|messages|chats|texts)\b|\b(?:make|made|start|post|posting) (?:a )?(?:page|account|post|thread|group chat) about ${YOU}\b|\bone way or (?:another|the other)\b`,
  ),
  {
    ...phrase(
      "threat",
      String.raw`\b${YOU} (?:won'?t|wont|will never|will not|aren'?t gonna|are not going to) (?:feel|be) safe\b|\b(?:don'?t|dont|do not) make me (?:hurt|kill|hit|slap|punch|beat|find|hunt|do something|get violent)\b|\bone more (?:word|time|message|text|lie)\b[^.!?]{0,5}\band (?:you'?re|ur|you are|i'?ll|i will)\b`,
    ),
    always: true,
  },
  phrase(
    "threat",
    String.raw`\b${I_WILL} (?:\w+ )?(?:kill|hurt|stab|shoot|beat|punch|slap|smack|kick|jump|fight|knock out) ${YOUR} (?:${PEOPLE}|dog|cat|car)\b|\bbeat the (?:shit|crap|hell|fuck|life|sh\*t) (?:out ?of|outta|out ta)\b`,
  ),
  phrase(
    "threat",
    String.raw`\b(?:end up|wind up|be found|turn up|ends up) (?:in|at the bottom of|under) (?:a |the )?(?:ditch|river|lake|canal|grave|morgue|body bag|trunk|dumpster|ground|hospital)\b|\bkeep (?:talking|acting|ignoring me) like that and\b`,
  ),
  {
    ...phrase(
      "threat",
      String.raw`\bsomething (?:bad|terrible|awful|nasty) (?:will|is gonna|is going to|might|could|would) happen to ${YOU}\b|\b${YOU_ARE} (?:gonna|going to) wish ${YOU} (?:never|hadn'?t|had not)\b|\b(?:i'?m|im|i am) not asking\b(?!\s+(?:for|you to|u to|much|a lot)\b)`,
    ),
    always: true,
  },
  phrase(
    "sexual",
    String.raw`\b(?:stop|quit) asking (?:when|once|after|if) ${YOU} (?:send|show|give)\b|\b${YOU} owe me (?:after|for) (?:all|everything|the)\b`,
  ),
  {
    ...phrase(
      "threat",
      String.raw`\b${YOU}(?:'?ll| will) need a new (?:face|nose|teeth)\b|\bwhen i'?m (?:done|finished) with ${YOU}\b|\bi know ${YOUR} (?:\w+ )?secret\b|\bso will ${YOUR} (?:${PEOPLE}|boss|work)\b|\bpray (?:we|i) (?:don'?t|never) (?:run into|meet|see)\b|\bbetter hope (?:we|i) (?:don'?t|never)\b|\b${YOU}(?:'?ll| will|'?re gonna|'?re going to| are gonna) wish ${YOU} (?:never|hadn'?t)\b`,
    ),
    always: true,
  },
  phrase(
    "sexual",
    String.raw`\bsee what ${YOU_ARE} working with\b|\bno face needed\b|\b${YOU}(?:'?d| would) look (?:better|good|great|hotter) (?:naked|nude|without (?:clothes|anything|that))\b|\bcome over\b[^]{0,40}\bif ${YOU} know what i mean\b`,
  ),
  {
    ...phrase(
      "threat",
      String.raw`\bi still have (?:the|ur|your) (?:key|spare key|keys)\b|\bstop being nice\b[^.!?]{0,20}\b(?:if|when|unless)\b|\b(?:no idea|don'?t know|dont know) who (?:my|i) (?:brother|dad|family|cousin|friends|boys|uncle|people) (?:is|are)\b|\b(?:enjoy|make the most of) ${YOUR} (?:last|final) (?:\w+ ){0,2}(?:of peace|in peace|of freedom|alive)\b|\b(?:be )?a (?:shame|pity) if (?:it|she|he|they|something|${YOUR} \w+)\b[^.!?]{0,20}\b(?:got|was|were|happened|lost|hurt|broke)\b|\b${YOU_ARE} lucky (?:i'?m|im|i am) (?:far|not there|not near|not close|across)\b`,
    ),
    always: true,
  },
  phrase(
    "sexual",
    String.raw`\bget ${YOU} (?:wasted|drunk|hammered|smashed|high)\b|\b${YOU}(?:'?d| would) be (?:more fun|easier|better|hotter) (?:drunk|wasted|high)\b|\b(?:pic|photo|video|vid)\b[^.!?]{0,15}\b(?:bending over|on all fours|from behind)\b|\b(?:waited|been patient) (?:\w+ )?(?:dates?|weeks?|long enough)\b[^]{0,30}\b(?:tonight|staying over|owe|your turn)\b|\btonight ${YOU_ARE} staying (?:over|the night)\b`,
  ),
  {
    ...phrase(
      "sexual",
      String.raw`\bdon'?t pretend ${YOU} (?:don'?t|do not|dont) (?:want|like) (?:it|this|me)\b|\b${YOU} know ${YOU} want (?:it|this|me)\b`,
    ),
    always: true,
  },
  {
    ...phrase(
      "threat",
      String.raw`\b(?:know|found out|figured out) where ${YOUR} ${PEOPLE} (?:lives?|works?|goes|go|stays?)\b|\b(?:hate|shame) for ${YOUR} (?:${PEOPLE}|boss|work) to (?:see|find out|know|hear)\b|\b${YOU} (?:won'?t|wont|will not) be (?:smiling|laughing|so happy|so cocky|so brave) (?:for long|much longer)\b|\bkeep it up and ${YOU}(?:'?ll| will)\b(?! be (?:my|the|our)\b)|\bwhat i'?m like (?:when i'?m )?(?:angry|mad|pissed)\b|\bend up like (?:my ex|the last (?:one|girl|guy))\b`,
    ),
    always: true,
  },
  phrase(
    "sexual",
    String.raw`\b(?:better be|be) wearing something (?:sexy|hot|revealing|tight|short|slutty)\b|\bsee everything\b[^.!?]{0,5}[,.]?\s*no clothes\b|\bprove ${YOU} (?:like|want|trust) me\b[^.!?]{0,5}[,.]?\s*send\b`,
  ),
  {
    ...phrase(
      "threat",
      String.raw`\b(?:can'?t|cannot) (?:leave me on read|ignore me|ghost me|block me)\b[^.!?]{0,10}\band expect nothing\b|\bexpect nothing to happen\b|\b(?:don'?t|dont) be surprised if i (?:turn up|show up|come|appear)\b|\b(?:pretty )?face (?:won'?t|wont|will not) stay pretty\b|\bmess me (?:around|about)\b[^.!?]{0,10}\band see\b|\bpeople at ${YOUR} (?:work|job|gym|school) who owe me\b`,
    ),
    always: true,
  },

  // Shapes of harm written by category on 2026-12-02 (evening), each an act rather than one wording.
  // Sex made the condition of meeting or matching: "what's the point if you won't put out".
  phrase(
    "sexual",
    String.raw`\b(?:what'?s (?:even |really |the )?(?:the )?point|no point|why (?:bother|match|matching|meet|meeting|even (?:match|meet|talk))|dont waste my time|don'?t waste my time)\b[^.!?]{0,30}\bif (?:${YOU}(?:'?re| are| r)?|ur|youre) (?:won'?t|wont|will not|don'?t|dont|do not|aren'?t|arent|not|not gonna|not going to|never) (?:\w+ )?(?:put out|sleep with me|hook up|hooking up|come back|stay over|spend the night|have sex|fuck|down to (?:hook up|fuck|smash))\b|\b(?:won'?t|wont|not gonna|never) put out\b`,
  ),
  // The reader pictured in next to nothing: "see you in just a towel", "send one in nothing but socks".
  phrase(
    "sexual",
    String.raw`\b(?:${YOU}|one|pic|pics|photo|a pic|a photo|something|a vid|vid) (?:\w+ )?in (?:just|only|nothing but|nothing except) (?:a |an |ur |your |my |the |some )?(?:towel|underwear|bra|bikini|lingerie|thong|boxers|panties|socks|heels|robe|apron|sheets?|shirt|t-?shirt|hoodie|smile)\b`,
  ),
  // Drinks or asking kept up until the reader gives in.
  phrase(
    "sexual",
    String.raw`\b(?:keep|keeps|kept|keeping) (?:buying|pouring|getting|ordering|bringing) (?:you |u )?(?:drinks|shots|wine|them)\b[^.!?]{0,20}\b(?:until|till|til|untill) ${YOU}\b|\b(?:until|till|til) ${YOU} (?:give in|loosen up|stop saying no|cave|say yes to (?:me|coming|staying|bed|my place))\b`,
  ),
  // A part of the reader's body said to be for the sender: "ur body was made for me", "what your mouth is good for".
  phrase(
    "sexual",
    String.raw`\b${YOUR} (?:mouth|lips|tongue|body|throat|hands|ass|butt|legs|thighs) (?:is|are|was|were|'?s|looks?) (?:only |just )?(?:good|made|built|meant|perfect) for (?:me|one thing|sucking|riding|this)\b|\bwhat ${YOUR} (?:mouth|lips|tongue|body) (?:is|are|'?s) (?:good|made|for)\b|\bbet ${YOU} taste\b(?! test| testing| everything)|\b${YOU} (?:were|are|was) (?:made|built|born) for my (?:bed|bedroom|hands|lap)\b|\b(?:how|what) ${YOU}(?:'?d| would| will|'?ll| could) (?:please|satisfy|pleasure|serve) me\b`,
  ),
  // An invitation to an empty home: "come over, my roommate's out", "nobody's home, get over here".
  phrase(
    "sexual",
    String.raw`\b(?:come over|come round|come to mine|come to my place|get over here|get here|come thru|come through)\b[^.!?]{0,30}\b(?:roommate|flatmate|housemate|parents|wife|kids)(?:'?s| is| are)? (?:out|away|gone|asleep)\b|\b(?:roommate|flatmate|housemate|parents|wife)(?:'?s| is| are)? (?:out|away|gone)\b[^.!?]{0,30}\b(?:come over|come round|get over here|come to mine)\b|\b(?:nobody|no one|noone)(?:'?s| is) (?:home|here|around)\b[^.!?]{0,20}\b(?:come over|get over here|come round|come to mine)\b`,
  ),
  // A threat left open: "you won't like what happens", "find out what happens if you ignore me".
  {
    ...phrase(
      "threat",
      String.raw`\b${YOU} (?:won'?t|wont|will not|wouldn'?t|would not|aren'?t gonna) (?:like|want to see|wanna see|enjoy) what (?:happens|happens next|comes next|i do|i'?ll do|i will do|i'?m capable of)\b(?! (?:in|at) (?:the|that|this|ep|episode|season|chapter|book|film|movie|show|game|end|finale)\b)|\bfind out what happens (?:when|if) ${YOU}\b`,
    ),
    always: true,
  },
  // The reader's routine known: "i know your shift ends at 9", "i know what time you get home".
  phrase(
    "threat",
    String.raw`\bi know (?:exactly )?(?:what time|when|how long) ${YOU} (?:get home|leave|finish|get off|walk home|go to bed|are alone|are home|sleep)\b(?![^.!?]{0,25}\b(?:cause|because|cuz|coz|since) ${YOU} (?:told|said|mentioned))|\bi know (?:exactly )?(?:what time |when )?${YOUR} (?:\w+ )?(?:shift|class|classes|gym session|train|bus|day) (?:ends|starts|finishes|is over)\b(?![^.!?]{0,25}\b(?:cause|because|cuz|coz|since) ${YOU} (?:told|said|mentioned))(?![^.!?]{0,25}(?:\bwant|\bwanna|\bshall|\bshould i|\bcan i|\bi'?ll (?:pick|wait|meet|call)|\?))`,
  ),
  // The reader's people found out or hurt as a shame: "be a shame if your sister found out".
  phrase(
    "threat",
    String.raw`\b(?:shame|pity) if (?:she|he|they|someone|somebody|everyone|${YOUR} \w+) (?:found out|finds out|saw|sees|knew|heard) (?:about )?(?:${YOU}|this|us|what ${YOU}|${YOUR})\b(?! (?:surprise|party|gift|present|plans?)\b)|\b(?:shame|pity) if (?:she|he|they|someone|somebody|${YOUR} \w+) got hurt\b`,
  ),
  // Payback for a wrong the sender felt: "you're going to pay for wasting my time".
  phrase(
    "threat",
    String.raw`\b(?:you'?ll|youll|you will|u will|u'?ll|you'?re (?:going to|gonna)|youre (?:going to|gonna)|ur gonna|you are going to|make ${YOU}|gonna make ${YOU}) pay for (?:wasting|ignoring|ghosting|leading|blocking|playing|lying|making me|rejecting|unmatching|embarrassing|laughing|disrespecting|humiliating)\b`,
  ),
  // Contempt as a rating with a sneer, a pity swipe, a family's shame, a slow mind.
  phrase(
    "harassment",
    String.raw`\b(?:you'?re|youre|you are|ur|u r|u are) (?:a |an )?(?:solid |generous |strong |like a |maybe a |barely a |low )?(?:[1-5]|one|two|three|four|five)(?:/10| out of (?:10|ten))?\b[^.!?]{0,8}\b(?:at best|on a good day|tops|max|if that|at most|with (?:the |a )?filters?|in good lighting)\b|\bi (?:only )?(?:swiped|matched|replied|messaged|talked to|texted|said yes)(?: (?:on |to |with )?${YOU})?\b[^.!?]{0,25}\b(?:felt sorry|feel sorry|pity|as a joke|for a laugh|out of boredom|on a dare|was bored|was drunk)\b(?! for (?:the|him|her|them|my|his|their|a)\b)|\b${YOUR} (?:mum|mom|mother|dad|father|parents|family) must be (?:so |really |very )?(?:disappointed|ashamed|embarrassed)\b|\bhow (?:thick|dense|slow|dumb|stupid|simple|brainless) (?:you are|u are|you're|ur|u r)\b|\bhow (?:thick|dense|dumb|stupid|brainless) (?:are you|are u|r u)\b`,
  ),
  // The reader pictured in a position for the sender: "you'd look good tied to my bed", "be perfect under me".
  phrase(
    "sexual",
    String.raw`\b${YOU}(?:'?d| would|'?ll| will)? (?:look|be) (?:so |even |really |way )?(?:good|better|hot|sexy|perfect|nice|great) (?:tied (?:up|to)|bent over|on (?:your|ur) knees|in my bed|under me|on top of me|on my lap|on my face|naked|with nothing on|without (?:that|those|any|clothes|ur|your))\b`,
  ),
  // The reader's partner as the sender's rival in bed: "things your bf never could".
  phrase(
    "sexual",
    String.raw`\b(?:things|ways|better than|more than|feel)\b[^.!?]{0,25}\b${YOUR} (?:bf|boyfriend|husband|man|ex|partner|gf|girlfriend|wife) (?:never could|could never|can'?t|cannot|never did|ever did|ever could|never has)\b`,
  ),
  // A negation that is part of the act: "don't bother wearing much", "pray i don't find you", and ignoring
  // kept up with a consequence: "keep ignoring me, see where it gets you".
  {
    ...phrase(
      "sexual",
      String.raw`\b(?:don'?t|dont|do not) bother (?:wearing|putting on|with) (?:much|anything|clothes|underwear|a bra|panties)\b(?! (?:fancy|smart|formal|warm|heavy|nice|special|dressy)\b)|\bno need (?:for|to wear) (?:clothes|underwear|a bra|panties)\b`,
    ),
    always: true,
  },
  {
    ...phrase(
      "threat",
      String.raw`\b(?:pray|better hope|you better hope|you'?d better hope) (?:that )?(?:i|we|my (?:boys|mates|brothers)) (?:don'?t|dont|never|won'?t|wont|do not) (?:find|see|catch|meet|run into|bump into) ${YOU}\b|\b(?:pray|better hope|you better hope|you'?d better hope) (?:that )?(?:we|our paths) (?:don'?t|dont|never|won'?t|wont) cross(?: paths)?\b|\b(?:keep|go on|carry on|continue) (?:ignoring|ghosting|blocking|testing|pushing|lying to|disrespecting|mugging off|playing) me\b[^.!?]{0,15}\b(?:and )?(?:see what|see where|see how|watch what|find out|wait and see)\b`,
    ),
    always: true,
  },
  // A price asked for the reader: "how much for a night with you", "what's your rate".
  phrase(
    "sexual",
    String.raw`\bhow much (?:for|to spend|would it (?:cost|take)(?: me)?(?: for| to (?:get|have|spend))?)\b[^.!?]{0,20}\b(?:night|hour|time|weekend|evening) with ${YOU}\b|\b(?:what'?s|whats|what is|name) ${YOUR} (?:price|rate|hourly rate) for (?:a night|one night|the night|an hour|a hookup|sex|the whole night|a good time)\b`,
  ),
  // Contempt as a sneering question about what the reader is owed: "you really think someone like you deserves a reply".
  phrase(
    "harassment",
    String.raw`\b(?:really|honestly|actually|seriously) (?:think|thought|believe|expect)\b[^.!?]{0,12}\b(?:someone|somebody|anyone|a (?:girl|guy|woman|man)|people) like ${YOU} (?:deserves?|could get|gets?|is owed|would get|has a chance)\b`,
  ),
  // Contempt said as the reader having nothing, a sneer at who advised the reader, "like the X you are".
  phrase(
    "harassment",
    String.raw`\bnothing (?:going for|to like about|good about|special about|attractive about|interesting about|worth liking about) ${YOU}\b|\bwho (?:told|lied to) ${YOU}\b[^.!?]{0,30}\b(?:good idea|works?|worked|cute|flattering|attractive|hot|pretty|okay|ok)\b|\blike the (?:\w+ )?(?:little girl|little boy|baby|child|loser|bitch|coward|whore|slut|pig|idiot|clown|freak|joke|nobody) (?:you are|u are|ur|you're|u r)\b`,
  ),
  // The sender threatening to come over, said as what the reader should not make him do.
  {
    ...phrase(
      "threat",
      String.raw`\b(?:don'?t|dont|do not) make me (?:come|drive|walk|show up|turn up|fly) (?:over|round|down|there|to ${YOUR})\b`,
    ),
    always: true,
  },
  // The reader wanted in a position, daddy, clothes as an invitation, affection owed for paying.
  phrase(
    "sexual",
    String.raw`\b(?:want|need|wanna see|picture|imagine|gonna have) ${YOU} (?:bent over|on (?:your|ur) knees|under me|tied up|naked|on top of me|spread)\b|\bcall me daddy\b|\b(?:expect|deserve|earned|get|owed?) (?:at least )?(?:a kiss|a hug|something|more|a little something|a reward)\b[^.!?]{0,25}\b(?:after|for) (?:paying|buying|dinner|drinks|i paid|all (?:the|those) drinks)\b|\b(?:after|for) (?:paying for|buying (?:you )?) (?:dinner|drinks|everything)\b[^.!?]{0,20}\b(?:expect|deserve|owe me|earned)\b`,
  ),
  {
    ...phrase(
      "sexual",
      String.raw`\b(?:dressed|dress|dressing|dresses) like (?:that|this)\b[^.!?]{0,20}\bfor (?:attention|me|a reason|guys|men|it)\b|\b(?:don'?t|dont) pretend ${YOU} (?:don'?t|dont|didn'?t|didnt) (?:want|like|love|enjoy) (?:it|this|me|the attention)\b`,
    ),
    always: true,
  },
  // Menace said as an ending, a count of days, the reader not believed, the sender not done with the reader.
  {
    ...phrase(
      "threat",
      String.raw`\b(?:(?:i|we) (?:could|can|will|would|am gonna|'?m gonna|'?m going to)|i'?ll|ill|imma|ima) end (?:${YOU}|${YOUR} life)\b(?! (?:at|in|on)\b)|\bcount ${YOUR} days\b(?! (?:off|of|until|till|left|leave|to)\b)|\b${YOUR} days are numbered\b|\b(?:no one|nobody|noone) (?:will|would|is gonna|is going to|'?d) (?:ever )?believe ${YOU}\b(?=\s*(?:$|[,.!?]|if|when|over me|anyway|against me))|\b(?:i'?m|im|i am) (?:not|never) (?:done|finished|through) with ${YOU}\b(?! (?:yet|at)\b)`,
    ),
    always: true,
  },
  // Looks scorned as the reader having let themself go; sex as the least the reader can do, the sender aroused by the reader.
  phrase("harassment", String.raw`\blet (?:yo)?ur ?self go\b(?!\s+(?:at|on|in|for|and|with|a bit|to|wild|crazy)\b)`),
  phrase(
    "sexual",
    String.raw`\b(?:the )?least ${YOU} (?:can|could) do is (?:stay|come (?:over|back|up|home)|kiss me|sleep with me|send (?:me )?(?:a pic|a photo|something|nudes|one))\b|\b(?:i'?ve|ive|i have|i'?m|im|i am|i got|got me|making me) (?:been )?(?:so |rock |really )?(?:hard|wet)\b(?!\s*(?:at|work|-work|working|to|on)\b)[^.!?]{0,20}\b(?:thinking (?:about|of) ${YOU}|over ${YOU}|looking at ${YOUR})`,
  ),
  // An answer demanded with a consequence: "answer me or i'm coming round", "reply or i tell everyone".
  phrase(
    "threat",
    String.raw`\b(?:answer|reply|respond|text (?:me )?back|pick up|call me back|unblock me)\b(?: me)?(?: now)?[,.]? or (?:i'?m|im|i'?ll|ill|i will|i swear i'?ll|i)\s+(?:coming (?:round|over|to)|come (?:round|over|to)|show(?:ing)? up|turn(?:ing)? up|driv(?:e|ing) over|tell(?:ing)? (?:everyone|ur|your)|post(?:ing)?|send(?:ing)? (?:ur|your|the|those|everyone)|find(?:ing)? (?:you|u)|start making|mak(?:e|ing) (?:you|u|ur|your))\b`,
  ),
  // Contempt as "how does it feel to be this X", a rating without makeup.
  phrase(
    "harassment",
    String.raw`\bhow (?:does it|do ${YOU}|must it) feel (?:to be|being) (?:so |this |that |such an? )(?:forgettable|ugly|boring|annoying|fat|stupid|dumb|desperate|pathetic|useless|lonely|average|mid|unwanted|unlovable|irrelevant|basic|unattractive|invisible|loser|failure|joke)\b|\b(?:a |an )?(?:[1-5]|one|two|three|four|five)(?:/10)? without (?:the )?(?:makeup|filters?|angles|photoshop|facetune)\b|\b(?:a |an )?\d{1,2}(?:/10)? with (?:the )?(?:makeup|filters?|angles|photoshop|facetune)\b[^.!?]{0,15}\b(?:a |an )?\d(?:/10)? without\b`,
  ),
  // The reader's own no or bio overridden: "your bio says no hookups but we both know".
  phrase(
    "sexual",
    String.raw`\b(?:${YOU} (?:say|said|keep saying)|${YOUR} (?:bio|profile) (?:says|said))\b[^.!?]{0,25}\bbut (?:we both know|deep down|${YOU} (?:want|wanna|know ${YOU} want)|secretly|i can tell ${YOU} want)\b`,
  ),
  // Unasked sexual questions about the reader, innuendo after a date plan, the reader claimed for the night,
  // clothes chosen to come off, the reader's mouth on the sender (2026-12-02, evening; sexual pressure without
  // a sexual word).
  phrase(
    "sexual",
    String.raw`\b(?:are|r) ${YOU} (?:a )?(?:top or (?:a )?bottom|bottom or (?:a )?top|sub or (?:a )?dom|dom or (?:a )?sub|a virgin|still a virgin|kinky|into (?:rough|kinky|bdsm|choking|anal|being tied))\b(?!\s+(?:bunk|bread|half|shelf|floor|drawer|layer|of)\b)|\bhow many (?:guys|girls|men|women|people|dudes|partners|bodies) (?:have|ha|did) ${YOU} (?:been with|slept with|had|done|fucked)\b(?! (?:to|at)\b)|\b(?:shave|wax|trim|touch|lick|taste|kiss|feel|wet|hairy|smooth) (?:\w+ )?down there\b|\b${YOU} into rough (?:stuff|sex|play)\b|\bhow flexible (?:are|r) ${YOU}\s*[?.!]*$`,
  ),
  phrase(
    "sexual",
    String.raw`\b(?:dessert|nightcap|skip (?:dinner|the date|the restaurant|the drinks)|straight to|my place|back to mine|bed|stay over|sleepover|come over|ride|eat)\b[^.!?]{0,40}\bif ${YOU} know what i mean\b|\bshow ${YOU} mine if ${YOU} show me yours\s*[.!?😏😉]*\s*$|\bmake (?:it|this|this date|tonight) a sleepover\b`,
  ),
  phrase(
    "sexual",
    String.raw`\b(?:tonight|tn) (?:you'?re|youre|ur|you are|u r) (?:all )?mine\b(?!\s*[.…,]*\s*(?:for|at|in|on)\b)|\b(?:you'?re|youre|ur|you are|u r) (?:all )?mine tonight\b(?!\s+(?:for|at|in|on)\b)|\bwear something (?:i can|i could|easy to|that'?s easy to|that comes) (?:take |rip |get |pull )?off\b|\b${YOUR} (?:lips|mouth|tongue) (?:on|all over|around) (?:me|my)\b|\bunwrap ${YOU}\b`,
  ),
  // Soft contempt by shape (2026-12-02, evening): not as cute as the reader thinks, a sneer at what the
  // reader thinks of themself, the kind of person nobody misses, nobody's type, too old to be on here,
  // prettier if the reader smiled, not dating people who look like the reader, why the reader is even here,
  // a feature likened to something dying, much talk for someone so dull, always this annoying, a walking L.
  phrase(
    "harassment",
    String.raw`\b${YOU_ARE} (?:really |honestly |just )?(?:not|never) (?:as|that|so) (?:\w+ )?(?:cute|hot|funny|smart|pretty|attractive|interesting|special|clever|good looking|fit|charming|witty) as ${YOU} (?:think|thought|believe)\b|\b(?:that'?s cute|aw+|lol|lmao|imagine|cute how|funny how|it'?s cute)[,.]?\s+${YOU} (?:really |actually )?think ${YOU_ARE} (?:so |really |that )?(?:funny|cute|hot|pretty|smart|special|clever|interesting|a catch|all that|attractive|charming|witty|deep)\b(?![^.!?]{0,25}\b(?:and|because|cause|which|cuz) (?:honestly |actually |tbh |you know )?(?:you are|u are|you're|ur|u r|it'?s true)\b)|\b${YOU} (?:really|actually|genuinely) think ${YOU_ARE} (?:so |really |that )?(?:funny|cute|hot|pretty|smart|special|clever|a catch|all that|attractive)\b|\bdid ${YOU} (?:really|actually|honestly|seriously) think\b[^.!?]{0,25}\b(?:was|is|were) (?:funny|cute|clever|attractive|hot|interesting|a good idea)\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:kind|type|sort) of (?:person|girl|guy|woman|man) (?:nobody|no one|noone) (?:misses|likes|wants|remembers|notices|would miss|dates|loves|cares about)\b|\btype\b[^.!?]{0,12}\bor (?:anyone|anybody)'?s\b|\b(?:nobody|no one|no-one|noone)'?s type\b|\b${YOU_ARE} (?:way |far |much |a bit |bit |kinda |so )?too (?:old|fat|ugly|boring|dumb|stupid|desperate|weird|annoying) (?:to be on here|to be on this app|for this app|for anyone|for dating|to date)\b|\b(?:prettier|cuter|hotter|better looking|more attractive) if ${YOU} (?:smiled|smile|tried|wore|did something|put|made an effort|bothered|shut up)\b`,
  ),
  phrase(
    "harassment",
    String.raw`\bi (?:don'?t|dont|do not|never|won'?t|wont) (?:date|talk to|match with|swipe on|go for|sleep with) (?:people|girls|guys|women|men|someone|anyone) (?:who looks? like ${YOU}|like ${YOU}|${YOUR} (?:size|colou?r|weight))\b|\bi (?:don'?t|dont|do not) (?:date|talk to|match with) (?:poor|fat|ugly|broke) (?:people|girls|guys|women|men)\b|\bwhy (?:are|r) ${YOU} even (?:on here|on this app|here|on tinder|on dating apps|alive)\b|\b(?:${YOUR}|${YOU} (?:have|got|'?ve got|has)) (?:such |a |the most |so )*punchable\b|\b${YOU_ARE} (?:so )?punchable\b|\b${YOUR} (?:laugh|voice|singing|face|breath|teeth) (?:sounds?|looks?|smells?) like (?:a |an )?(?:dying|dead|wounded|strangled|sick|rotten|broken|drowning|constipated)\b(?! (?:battery|phone|signal|connection|line|wifi|robot|radio)\b)`,
  ),
  phrase(
    "harassment",
    String.raw`\bfor someone (?:so|this|that|as) (?:dull|boring|ugly|fat|stupid|dumb|average|mid|plain|basic|unattractive)\b|\b(?:are|r) ${YOU} always this (?:annoying|boring|dumb|stupid|rude|dull|clingy|needy|desperate|ugly|awkward|irritating|insufferable|thick|dense)\b|\b${YOU_ARE} (?:a |an |such a |just a )?(?:walking|human) (?:l|red flag|cringe|ick|joke|embarrassment|headache)\b|\blook like ${YOU} (?:smell|stink|reek)\b`,
  ),
  // Menace by shape: who wrongs the sender does not last, the reader's people's numbers held, the reader's
  // flat number known, the reader not getting away with it, the reader not laughing next time.
  {
    ...phrase(
      "threat",
      String.raw`\b(?:people|girls|guys|those|anyone|whoever|ppl) (?:who|that) (?:disrespect|cross|ghost|ignore|lie to|play|mess with|block|reject) me (?:don'?t|dont|never|won'?t|wont|do not) (?:last|get far|end well|stay (?:safe|pretty|happy))\b|\b${YOU} (?:won'?t|wont|will not|aren'?t gonna|are not going to) get away with (?:this|that|it|what ${YOU})\b(?!\s+(?:again|twice))|\bnext time (?:${YOU} see me|i see ${YOU}|we meet)\b[^.!?]{0,15}\b${YOU} (?:won'?t|wont|will not) (?:be )?(?:laughing|smiling|so smug|so brave|so cocky|so tough)\b`,
    ),
    always: true,
  },
  phrase(
    "threat",
    String.raw`\bi (?:have|got|found) ${YOUR} ${PEOPLE}'?s? (?:number|address|email|insta)\b[^.!?]{0,5}[,.]?\s*(?:want me to|should i|shall i|i'?ll|ill|i could|maybe i'?ll) (?:call|text|message|tell|send|dm|ring|email|visit)\b|\bi know ${YOUR} (?:(?:flat|apartment|house|door|room|unit|locker) number|number plate|reg)\b`,
  ),
  // Pics owed, a key to the reader's home, screenshots aimed at the reader's people, the sender's temper as
  // the reader's risk.
  phrase("sexual", String.raw`\b(?:owe|owes) me (?:a |some |one )?(?:pics?|photos?|selfies?|videos?|vids?|nudes?)\b`),
  phrase(
    "threat",
    String.raw`\bi (?:have|got|made|copied|still have) (?:a |the |your )?(?:spare )?keys? (?:to|for) ${YOUR} (?:place|flat|house|building|apartment|door|room|car)\b|\b(?:screenshot|screenshots|screenshotting|screenshotted|screenshoting|recording)\b[^.!?]{0,30}\b${YOUR} (?:employer|boss|family|mum|mom|dad|wife|husband|bf|gf|boyfriend|girlfriend|friends|parents|work|coworkers)\b|\b(?:better|'?d better) hope i (?:calm down|cool off|don'?t lose it|forgive ${YOU}|'?m in a good mood)\b`,
  ),
  // Round g (2026-12-03): contempt as what others merely put up with, a talk likened to a wall or a toddler,
  // something with more personality than the reader; menace as what befalls who wronged the sender, ways of
  // finding people; sexual pressure as knowing what "girls like you" want, shyness called an act.
  phrase(
    "harassment",
    String.raw`\b(?:kind|type|sort) of (?:person|girl|guy|woman|man) (?:people|everyone|everybody|others|men|women|guys|girls) (?:only |just |merely )?(?:put up with|tolerate|pity|feel sorry for|avoid|warn each other about)\b|\b(?:people|everyone|everybody|they) (?:only |just |merely )?(?:put up with|tolerate|pity) ${YOU}\b|\b(?:talking|texting|chatting|speaking|messaging) (?:to|with) ${YOU} is (?:like|worse than|the same as) (?:talking to |texting |chatting (?:to|with) |arguing with )?(?:a |an )?(?:brick )?(?:wall|brick|rock|chair|plank|potato|toddler|child|robot|dead fish|pulling teeth|watching paint dry|(?:\d+|two|three|four|five|six) (?:year|yr) old)\b|\b(?:more|better) (?:personality|brains|charm|going on|to say|sense|class|game|rizz|chat|banter|style|taste|conversation|manners) than ${YOU}\b`,
  ),
  // Round g, second pass (2026-12-03): condescension ("cute that you think you're interesting"), rhetorical
  // contempt ("how do you even have friends"), the sender could do better, the reader only a way to pass
  // boredom, the reader's mother should have stopped; sexual pressure as clothes ordered for the sender or a
  // lap to sit on; pursuit after a no ("not giving up because you said no", "no means try harder", ignored
  // and demanding an answer); menace as the reader alone at home tonight.
  phrase(
    "harassment",
    String.raw`\b(?:it'?s |its |so )?(?:cute|adorable|sweet|funny|hilarious|precious) (?:that|how) ${YOU} (?:actually |really |still |honestly )?(?:think|thought|believe|believed) ${YOU_ARE}\b|\b(?:cute|adorable|funny|hilarious) (?:that|how) ${YOU} (?:think|thought) ${YOU} (?:had|have|stood) (?:a|any) chance\b|\bhow (?:do|did|does) ${YOU} (?:even|still|actually|ever) (?:have|get|got|find|keep) (?:any )?(?:friends|a job|matches|dates|a (?:girlfriend|boyfriend|partner|wife|husband)|anyone)\b|\bi (?:could|can) (?:do|get|find) (?:(?:so|way|much|a lot|far|easily) )*better than ${YOU}\b(?! at\b)|\b(?:only|just) (?:talking to|texting|messaging|replying to|matched with|here with|talk to|text) ${YOU} (?:because|cause|cuz|cos|coz|out of|since) (?:i'?m |im |i was |i am )?(?:bored|boredom|lonely|drunk)\b|\bnot (?:even )?my type\b[^.!?]{0,20}\b(?:just|only) (?:bored|killing time|passing time)\b|\b${YOUR} (?:mum|mom|mother|parents|dad) should (?:have|'?ve|of) (?:stopped at|swallowed|used (?:a condom|protection)|kept (?:her|their) legs)\b`,
  ),
  phrase(
    "sexual",
    String.raw`\bwear (?:the|that|a|ur|your|something) (?:short|tight|low cut|low-cut|revealing|sexy|little|see through|see-through)\s+(?:\w+\s+)?(?:for me|so i can|when we)\b|(?:^|[,.!?]\s*|\bcome |\bcome and |\bcome here and |\bjust |\bnow )sit on my (?:lap|face|knee)\b`,
  ),
  phrase(
    "harassment",
    String.raw`\b(?:not|never|won'?t|wont|ain'?t) (?:giving|give|gonna give|going to give) up\b[^.!?]{0,20}\b(?:because|cause|cuz|coz|just because|since|after) ${YOU} (?:said|say) no\b|\bno means (?:try harder|keep trying|keep going|ask again|convince me|maybe)\b|\bwhy (?:are|r) ${YOU} ignoring me\b[^.!?]{0,6}[,.!?]?\s*(?:answer|reply|respond|talk to me|hello\?|answer me)\b`,
  ),
  phrase(
    "threat",
    String.raw`\b(?:sleep|sleeping|be|stay|home|night) (?:well |tight |safe |all )?(?:tonight,? )?alone in (?:that|your|ur) (?:little |big )?(?:flat|house|apartment|place|room)\b`,
  ),
  // Round g, third pass (2026-12-03): contempt as a better talk had with an appliance, a ring nobody will
  // give, a rating said plainly ("a solid 3"), typing like someone never hugged, "even your mum" turning
  // away, the only thing the reader is good for; sexual pressure as more skin, proving one is no prude, what
  // the sender wants from the reader, not leaving till morning; menace as a life made difficult, the
  // reader's car known, who the reader is ignoring; pursuit as texting until an answer.
  phrase(
    "harassment",
    String.raw`\b(?:had|have|had way|have had) (?:more|better|deeper) (?:interesting |fun |engaging |intelligent |stimulating )?(?:conversations?|chats?|convos?|banter|chemistry) with (?:a |an |my |the )(?:microwave|toaster|fridge|wall|brick|rock|chair|plant|houseplant|goldfish|potato|cardboard box|calculator|robot|bot|spam bot|tv|kettle|lamp)\b(?![^.!?]{0,25}\bthan (?:at|in|on|with my|with the)\b)|\b(?:nobody|no one|noone|no-one)(?:'?s| is| will| would)? (?:ever )?(?:going to |gonna )?(?:put a ring on|settle for|commit to|propose to|take home|introduce) (?:you|u|that|it)\b|\b(?:type|text|talk|dress|kiss|act|flirt) like ${YOU}(?:'?ve| have|ve) never (?:been hugged|been loved|been touched|had a friend|had friends|talked to a (?:girl|woman|guy|man)|met a (?:girl|woman|guy|man)|seen a (?:girl|woman))\b|\beven ${YOUR} (?:mum|mom|mother|own mother|dad|family|friends|dog|cat|therapist|ex) (?:\w+ ){0,3}?(?:swipes? left|swiped left|unmatch(?:ed|es)?|blocks?|blocked|ghosts?|ghosted|ignores?|hates?|can'?t stand|avoids?|pities|left ${YOU})\b|\bthe only thing ${YOU_ARE} good for\b|\b${YOU_ARE} (?:a |an )?(?:solid|generous|strong|low|barely a|maybe a|like a) (?:[1-4]|one|two|three|four)(?:/10| out of (?:10|ten))?\b(?!\s*(?:pm|am|o'?clock|hours?|minutes?|mins|days|weeks|kids|dogs|cats|times)\b)|\b${YOU_ARE} (?:(?:like|basically|just|literally|such) )*(?:a |an |the )?(?:participation trophy|consolation prize|charity case|last resort|backup plan|downgrade|step down)\b`,
  ),
  phrase(
    "sexual",
    String.raw`\b(?:see|show|showing|seeing) (?:me )?(?:a (?:bit|little) )?more skin\b|\bprove (?:(?:that )?${YOU_ARE}|${YOU} (?:aren'?t|are not)) (?:not )?(?:a |such a |so )?(?:prude|frigid|tease|prudish|boring|vanilla|shy)\b|\b${YOU} know (?:exactly )?what i (?:want|need) from ${YOU}\b|\b${YOU_ARE} not (?:leaving|going home|going anywhere) (?:until|till|til) (?:morning|tomorrow|sunrise|i'?m done|i say|we'?re done)\b`,
  ),
  phrase(
    "threat",
    String.raw`\b(?:make|making|made) ${YOUR} life (?:difficult|hell|miserable|a (?:living )?hell|harder|a nightmare|very hard)\b|\b(?:easy|simple|easily) (?:for me )?(?:to )?(?:ruin|wreck|destroy|end) ${YOUR} (?:life|career|reputation|job)\b|\bi know ${YOUR} (?:car|house|building|door|front door|window|flat|apartment|bike)\b(?!\s+(?:is|was|were|needs|got|broke|broken|has|had|from|in the shop))(?![^.!?]{0,20}\b(?:lives?|lived|works?|worked|used to|stay(?:s|ed)?) (?:there|in it|nearby|next door)\b)|\bthink (?:about|carefully about|hard about|twice about) who ${YOU_ARE} (?:ignoring|blocking|messing with|dealing with|saying no to|ghosting)\b`,
  ),
  phrase(
    "harassment",
    String.raw`\bor (?:i'?ll|ill|i will|i'?m gonna|im gonna|i'?m going to) (?:just )?keep (?:texting|messaging|calling|asking|writing|coming|showing up)\b`,
  ),
  // Round g, fourth pass (2026-12-03): contempt as the reader's upbringing blamed, a reply nobody reads or
  // asked for, embarrassment felt for the reader, why the reader is still single; sexual pressure as why
  // "we both know" the reader matched, a ride home that needs a visit upstairs; menace as the reader caught
  // alone, brakes that had better work, the sender around on the walk home; pursuit as a no that does not
  // matter, the reader's number got from a friend.
  phrase(
    "harassment",
    String.raw`\b(?:whoever|who ever|${YOUR} (?:parents|mum|mom|dad|family)) (?:raised|brought up|taught) ${YOU}\b[^.!?]{0,20}\b(?:bad|terrible|awful|failed|poor|shit|crap|wrong|should be ashamed)\b|\b(?:were|was) ${YOU} raised (?:by wolves|in a barn)\b|\b(?:nobody|no one|noone|no-one) asked (?:${YOU}|for ${YOUR} (?:opinion|input|life story|thoughts)|what ${YOU} think)(?=\s*(?:$|[.,!?]|lol|lmao|tho|though|sweetie|hun|babe|to (?:think|talk|speak|comment|text)\b))|\b(?:nobody|no one|noone|no-one) (?:cares|is reading|wants to read|is gonna read|is going to read|reads|listens to) (?:all that|all this|${YOUR} (?:opinion|essays?|texts?|rambling|life story|bio)|what ${YOU} (?:think|say|want|have to say))\b|\b(?:i'?m|im|i am|i feel|feeling|so|getting) (?:so |honestly |actually |kinda |genuinely |lowkey |really )?(?:embarrassed|ashamed|cringing|cringe) for ${YOU}\b|\bsecond ?hand embarrassment\b[^.!?]{0,20}\b${YOU}\b|\b(?:i can see|i see|now i know|makes sense|explains|i get) why ${YOU_ARE} (?:still )?(?:single|alone|on here|on this app|divorced|unmatched|lonely)\b`,
  ),
  phrase(
    "sexual",
    String.raw`\bwe both know (?:why|what) ${YOU} (?:matched|came|messaged|swiped|want|wanted|are here|really want)\b|\b(?:but|only if|if) ${YOU} (?:have to|gotta|must|need to) (?:come up|come in|come inside|come upstairs|stay over|kiss me|sleep over)\b|\bcome (?:up|upstairs|inside) first\b`,
  ),
  phrase(
    "threat",
    String.raw`\bcatch ${YOU} (?:all )?alone\b|\bhope ${YOUR} (?:brakes|tyres|tires|locks|smoke alarm|alarm|door locks?) (?:work|hold|are (?:ok|fine|working))\b|\bcheck ${YOUR} brakes\b|\b(?:walk|drive|way|trip|ride|journey) home\b[^.!?]{0,20}\bi'?ll be (?:around|nearby|close|close by|watching|behind ${YOU}|right behind ${YOU})\b`,
  ),
  phrase(
    "harassment",
    String.raw`\bi (?:don'?t|dont|do not) care (?:that|if|whether) ${YOU} (?:said|say|says|keep saying) no\b|\b(?:doesn'?t|dont|don'?t|does not) matter (?:that|if) ${YOU} said no\b|\b(?:got|found|get|getting) ${YOUR} (?:number|address|insta|email|snap|details|new number) (?:from|off|through|via) (?:${YOUR}|a|an|my) (?:\w+ )?(?:friend|friends|sister|brother|mum|mom|coworker|colleague|ex|cousin|roommate|flatmate|work)\b`,
  ),
  // Round g, fifth pass (2026-12-03): contempt as dullness practised, a flex that wasn't, a catch only if the
  // bar were on the floor, pride said with "not", congratulations on being forgettable, not worth the data;
  // sexual pressure as a deadline to put out; menace as advice to watch one's back, one call that ends a
  // life; pursuit as a presence announced from the reader's story; "go back to africa" said as an order.
  phrase(
    "harassment",
    String.raw`\b(?:do ${YOU} (?:practi[cs]e|try|work at|train|rehearse)|how do ${YOU} manage|does it take effort|must take effort) (?:being|to be) (?:this|so|that) ${TRAIT}\b|\b${YOU} (?:really |actually |seriously |honestly )?(?:thought|think) (?:that|this|it) (?:was|is) (?:a flex|impressive|attractive|hot|a good look)\b|\bif (?:the|my|ur|your) (?:bar|standards?) (?:was|were|is) (?:on the floor|in hell|underground|that low|any lower|six feet under)\b|\b(?:must be|so|very|really) (?:proud|impressed)\W{0,5}\s*(?:not|lol not|/s)\s*[.!?]*$|\bcongrat(?:s|ulations|z) on being (?:the |so |this )?(?:most |least )?(?:\w+ )?(?:${TRAIT}|forgettable|unfunny|unmemorable)\b|\b${YOU_ARE} (?:not|never|hardly) (?:even )?worth (?:the|my|a) (?:data|time|effort|battery|breath|energy|calories|text|message|swipe|drink|petrol|gas|bus fare)\b`,
  ),
  phrase(
    "sexual",
    String.raw`\bif ${YOU} (?:don'?t|dont|won'?t|wont|do not) (?:put out|sleep with me|hook up|fuck|have sex)\b|\b(?:put out|sleep with me)\b[^.!?]{0,30}\b(?:we'?re done|i'?m done|i'?m out|bye|unmatch|unmatching|blocking|i'?ll leave|next)\b`,
  ),
  phrase(
    "threat",
    String.raw`\bwatch (?:my|your|ur) back if i (?:were|was) ${YOU}\b|\bif i (?:were|was) ${YOU},? i'?d (?:watch|be careful|sleep with|lock|look over)\b|\bone (?:call|phone call|text|message|post|word)\b[^.!?]{0,20}\b${YOUR} (?:life|career|job|reputation)(?:'?s| is| would be| will be)? (?:over|done|finished|ruined|gone)\b|\bi could (?:easily )?(?:ruin|end|destroy|wreck) ${YOUR} (?:life|career|reputation)\b`,
  ),
  phrase(
    "harassment",
    String.raw`\bi'?ll be (?:there|at \w+(?: \w+){0,4})\b[^.!?]{0,25}\b(?:(?:checked|saw|seen|stalked|watched|tracked) ${YOUR} (?:location|snap ?map|live location)|(?:stalked|screenshotted) ${YOUR} (?:story|stories|posts?))\b|(?:^|[,.!?]\s*|\b(?:just|should|can|please|pls|so|now) )go back to (?:africa|asia|china|mexico|india|pakistan|the middle east|syria|poland|romania|the jungle)\b`,
  ),
  // Round g, sixth pass (2026-12-03): contempt as clothes put on in the dark, more life seen in a waiting
  // room, a reader used to being ignored, not exactly a prize, nicer when quiet, a laugh that made one
  // want to unmatch; sexual pressure as money for a night, dinner skipped for bed; menace as obedience
  // foretold, people who disappeared for less, a last chance after being ignored; pursuit as "you can't
  // ignore me forever".
  phrase(
    "harassment",
    String.raw`\b(?:did ${YOU}|do ${YOU}|${YOU}) (?:get|got) dressed in the dark\b|\b(?:seen|met|had|felt) more (?:life|personality|charm|energy|excitement|emotion|chemistry|passion|spark) (?:in|from|with) (?:a|an) \w+|\b(?:${YOU} must be|${YOU_ARE}(?: probably| clearly| obviously)?) used to (?:being|getting) (?:ignored|rejected|dumped|ghosted|left|unmatched|blocked|laughed at|turned down)\b|\b${YOU_ARE} (?:not|hardly|no) (?:exactly |really |much of )?(?:a )?(?:prize|catch|looker|oil painting|picnic|gift)\b|\bthe reason (?:i|people|everyone) (?:almost|nearly) (?:deleted?|quit|left|gave up on)\b|\b(?:prettier|cuter|hotter|better looking|more attractive|nicer) when ${YOU_ARE} (?:quiet|silent|not talking|asleep)\b|\b${YOU} (?:should|need to|could) (?:really |honestly )?talk less\b|\bmade me (?:want to|wanna) (?:unmatch|block ${YOU}|delete (?:the|this) app)\b|\b${YOU} can'?t (?:ignore|avoid|block|escape|hide from) me (?:forever|for long|much longer)\b`,
  ),
  phrase(
    "sexual",
    String.raw`\bi'?ll (?:pay|give) ${YOU} (?:\$\s?\d+|\d+|money|cash|\w+ (?:quid|bucks|pounds|dollars)) (?:to|for|if) (?:come over|sleep|spend the night|send|stay|hook up|a night|the night|pics|nudes|one night)\b|\bskip (?:the )?(?:dinner|drinks|date|small talk|talking|chat|chatting)\b[^.!?]{0,20}\b(?:my bed|to bed|bed|the bedroom|the fun part|my room)\b`,
  ),
  phrase(
    "threat",
    String.raw`\b${YOU}(?:'?ll| will| are going to|'?re gonna| r gonna|re gonna) (?:do|obey) (?:what|whatever|everything) i (?:say|tell ${YOU}|want)\b|\b(?:people|girls|guys|ppl|women|men) have (?:disappeared|gone missing|been hurt|died|ended up (?:dead|missing|in hospital)) for less\b|\b(?:ignore|block|ghost) me again\b[^.!?]{0,20}\b(?:last chance|and see|or else|${YOU}'?ll)\b|\b(?:caught|catching) ${YOU} (?:all )?alone\b`,
  ),
  // Contempt idioms: a face for radio, a face only a mother could love, an ex who left for someone
  // prettier, being talked to like an equal.
  phrase(
    "harassment",
    String.raw`\b(?:a |the )?face (?:for|made for) (?:radio|podcasts?)\b|\bface only (?:a|${YOUR}) mo(?:m|ther|um|mma) could love\b|\bvoice for (?:mime|silent (?:films|movies)|texting)\b|\b${YOUR} ex (?:left|dumped ${YOU}|ditched ${YOU}|cheated on ${YOU}|ran off)\b[^.!?]{0,25}\b(?:prettier|hotter|younger|thinner|better looking|smarter|someone better|no wonder)\b|\bno wonder ${YOUR} ex (?:left|dumped|ditched|cheated)\b|\b(?:talk|talking|text|texting|speak|speaking) (?:to )?me like (?:we'?re|we are|were|ur|you'?re|youre) (?:my )?equals?\b|\b${YOU_ARE} (?:so |way |far )?beneath me\b`,
  ),
  phrase(
    "threat",
    String.raw`\b(?:people|girls|guys|those|anyone|anybody|everyone|whoever|ppl|the last (?:girl|guy|person|one)) (?:who|that) (?:disrespect(?:ed|s)?|cross(?:ed|es)?|ghost(?:ed|s)?|ignore[ds]?|lie to|lied to|play(?:ed|s)?|mess(?:es)? with|messed with|block(?:ed|s)?|reject(?:ed|s)?|unmatch(?:ed|es)?|report(?:ed|s)?|say no to|said no to|laugh(?:ed|s)? at) me\b[^.!?]{0,25}\b(?:regret(?:ted|s)? (?:it|that|this)|(?:is|are|was|were|be|end up|ended up) sorry|learn(?:ed|s|t)? (?:the hard way|a lesson|their lesson)|pay(?:s)? for it|paid for it)\b|\bi (?:have|got|'?ve got) (?:my )?(?:ways|means) (?:of |to )?(?:find|finding|track|tracking|reach|reaching|get to|getting to)(?: out)? (?:people|anyone|anybody|${YOU}|where (?:${YOU}|people|someone|they|she|he)|who ${YOU}|everything about)\b|\bi know people who (?:can|could|will|would) (?:find|track|hurt|deal with|visit|sort) ${YOU}\b|\bi (?:can|always|will always|could) find (?:anyone|anybody|people|${YOU})(?=\s*(?:$|[.,!?]|just|you know|u know|trust|btw|remember|wherever|anywhere))`,
  ),
  phrase(
    "sexual",
    String.raw`\bi know what (?:girls|guys|women|men|people|chicks|ladies|boys|sluts|hoes) like ${YOU} (?:want|need|like|are after|crave|really want)\b|\b(?:stop|quit) (?:acting|pretending to be|playing) (?:so |all )?(?:innocent|coy|prudish|pure)\b`,
  ),
];
