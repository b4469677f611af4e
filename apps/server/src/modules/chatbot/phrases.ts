/**
 * Phrases LOVE reads as one thing before it splits a question into words: "get rid of him" is unmatching, "log
 * out" is one word, "I don't get the scoring" asks how scoring works, "going to Chicago" is a trip. The knowledge
 * base goes through the same rewrites, so a phrasing and a question that say the same thing share their terms.
 */

/**
 * The life categories (and everyday words for them) that mean nothing else in DOWN. "Travel", "home",
 * "future" and "hobbies" are left out: they also name Travel Mode, the home screen and profile interests.
 */
const CATEGORY_NAMES =
  /\b(adventures?|entertainment|wellness|finances?|financial|money|business|careers?|values|beliefs|religion|lifestyle|particulars|aesthetics|design|food|dining|family|social life|relationships)\b/g;

/** A greeting before a question of four words or more ("hey LOVE, how do I block someone"). */
const GREETING = /^(hi|hey|hello|heya|hiya|yo|heyy|hii)( there)?( love)?[\s,!.]+/;
/** "hey LOVE, how are you": the greeting is the whole of it. */
const PLEASANTRY =
  /^(how are (you|u|things)|how r u|hows it going|whats up|how is it going|how you doing|good (morning|evening))\b/;
const TRIP =
  /\b(going to be in|gonna be in|will be in|ill be in|going|heading|flying|moving|driving|travell?ing|a trip|trip|relocating|visiting) (?:to |in )?(?!(be|get|do|make|have|delete|try|see|meet|go|need|want|stop|change|use|remove|take|start|ask|leave|send|block|report|unmatch|pause|hide|turn|another|a|the|to|in)\b)([a-z]+)/g;
/**
 * "im moving to berlin soon", "visiting london next week": a trip told and nothing else. Told to a dating app's
 * assistant, it is the question of seeing people there (when it is, not what is asked, goes with it).
 */
const BARE_TRIP =
  /^(?:so |well |hey |btw )?(?:im |i am |ill be |i will be |were |we are |i m )?(?:going|heading|flying|moving|driving|travell?ing|relocating|visiting|going to be in|gonna be in|will be in)(?: to| in)? (?!(?:bed|sleep|work|school|college|uni|class|church|home|gym|shower|eat|cry|die|try|be|get|do|make|have|delete|see|meet|go|stop|change|use|take|ask|leave|send|block|report|unmatch|pause|hide|the|a|an|my|his|her|out|back|crazy|insane|nuts|mad|lose|give|quit|scream|to|in|for|on|at)\b)[a-z]+(?: [a-z]+)?(?: (?:soon|next week|next month|next year|tomorrow|this weekend|this summer|for work|for a (?:week|few days|month|while)|in (?:a|two|\d) (?:weeks?|months?|days?)))*[\s.!?]*$/;
const ABOUT_PEOPLE =
  /\b(match\w*|people|ppl|singles|someone|anyone|profiles?|dates?|dating|meet|results|search\w*|swipe|down)\b/;

/** People close to the asker, who ask on their behalf or are told where a date is. */
const CLOSE_PERSON =
  "(?:mom|mum|mother|dad|father|parents?|sister|brother|sis|roommate|roomie|flatmate|housemate|coworker|colleague|cousin|aunt|grandma|bestie|bff|(?:best )?friend)s?";
/**
 * "my mom wants to know where my date is", "my friend wants me to send her where I'll be": someone close wanting to
 * know where the asker is, which is sharing the date with a friend (the knowledge base's words for it).
 */
const TOLD_WHERE = new RegExp(
  `\\bmy ${CLOSE_PERSON} (?:wants?|needs?|would like|asked|asks|is asking|keeps asking)(?: me)? to (?:know|see|send (?:her|him|them)|tell (?:her|him|them))(?: where| my)`,
  "g",
);
/**
 * "my sister wants to know if anyone can see where I live", "my friend said this app is only for hookups": the asker
 * passes on someone's question. The framing is not the question, and its words (sister, roommate) are unknown to
 * LOVE and would count against it; what follows is kept.
 */
const ASKS_FOR_THEM = new RegExp(
  `\\bmy ${CLOSE_PERSON} (?:wants? to know|would like to know|is wondering|wonders|asked(?: me)?|asks(?: me)?|is asking(?: me)?|keeps? asking(?: me)?|said|says|told me|tell me|thinks|think|heard)(?: that| if| whether)?\\b`,
  "g",
);

/** The question with its phrases rewritten; `text` is lower case, apostrophes and chatter dropped. */
export function readPhrases(text: string): string {
  return (
    text
      // Asking what LOVE is ("what's your name", "are you a bot", "am I talking to a human"): who LOVE is.
      .replace(
        /^(?:so |hey |and |wait |lol )?(?:whats? (?:is )?(?:your|ur) name|who am i (?:talking|chatting|speaking) (?:to|with)|am i (?:talking|chatting|speaking) (?:to|with) (?:a |an )?(?:human|person|real person|bot|robot|machine|ai)|are (?:you|u) (?:a |an )?(?:bot|robot|human|person|real person|real|ai|machine|chatbot|chat bot)|is this (?:a |an )?(?:bot|ai|human|real person|robot|chatbot))[\s?!.]*$/,
        "who are you",
      )
      // "is he real", "is this profile legit": whether someone is who they say, which is verification.
      .replace(
        /\b(?:is|are) (?:he|she|they|this (?:guy|girl|person|profile|account)|that (?:guy|girl|person|profile)|my match) (?:even )?(?:real|legit|genuine)\b/g,
        "verified",
      )
      // "my boyfriend doesn't want me on here, can I hide my profile": a partner's wish is the situation, not the ask.
      .replace(
        /\bmy (?:boyfriend|girlfriend|bf|gf|husband|wife|partner|ex) (?:doesnt|does not|wouldnt|would not|dont|do not) (?:want|like)(?: me)?(?: to be)? (?:on here|on this app|on the app|on down|on dating apps|using (?:this|the app|down|dating apps))\b/g,
        "",
      )
      // "pause without deleting it", "a break but not lose my matches", "don't want to delete": what is kept, which
      // is not a wish to delete (a question naming deleting as the act, "if I delete my account", keeps the word).
      .replace(
        /\b(?:without|but not|and not|but (?:dont|do not|wont|without)|(?:i )?(?:dont|do not) want to|not) (?:deleting|delete|losing|lose|removing|remove|closing|close|giving up|lost)\b/g,
        "keep",
      )
      // "I have a girlfriend now", "I'm seeing someone": the asker met someone, which is leaving or pausing DOWN;
      // "I don't need this (app) anymore" is not needing DOWN.
      .replace(
        /\b(?:i (?:have|got|found|now have) (?:a |my )?(?:girlfriend|boyfriend|partner|gf|bf|husband|wife)(?: now)?|(?:im|i am) (?:in a relationship|seeing someone|taken|engaged|off the market)(?: now)?|(?:i |we )?(?:got|are|r) (?:together|exclusive|official)(?: now)?)\b/g,
        "i met someone",
      )
      .replace(
        /\b(?:i )?(?:dont|do not) need (?:this|this app|the app|it|dating apps?)(?: anymore| any more)?\b/g,
        "i dont need down anymore",
      )
      // Not wanting people to know the asker is on DOWN is hiding from everyone (one person: direction.ts, blocking).
      .replace(
        /\b(?:dont|do not|never) want (?:people|anyone|everyone|others|ppl|anybody|my friends|the world|strangers)(?: to)? (?:know|see|find out|finding out|knowing)\b/g,
        "hide my profile",
      )
      // "she asked me out", "a guy invited me": an invite the asker got; "not interested" is saying no to it.
      .replace(
        /\b(?:he|she|they|someone|somebody|a guy|a girl|this guy|this girl|my match) (?:asked me out|invited me(?: out)?|asked me on a date|wants to take me out)\b/g,
        "someone invited me on a date",
      )
      .replace(
        /\b(?:(?:im|i am|i m) )?(?:not interested(?! in\b)|not into (?:him|her|them|it)|not feeling it)\b/g,
        "reject",
      )
      // Living somewhere small ("a small town", "the middle of nowhere"): few people near, the empty feed.
      .replace(
        /\b(?:a |in a |in the )?(?:small|tiny|rural|little) (?:town|city|village|area|place)\b|\b(?:in )?the middle of nowhere\b|\b(?:in )?the countryside\b/g,
        "nobody near",
      )
      // "move our date to Sunday", "push the date back": rescheduling it, which is changing it.
      .replace(
        /\b(?:move|moving|moved|push|pushing|pushed|shift|bump)(?: back)? (our|the|my|a|this) date\b/g,
        "change $1 date",
      )
      // "every time I open the app": when, not what.
      .replace(/\b(?:every ?time|each time|whenever)\b/g, "when")
      // "made a fake account", "fake accounts": a fake profile.
      .replace(
        /\b(?:made|makes|making|created|creating|creates|set up)(?: a| an| new| another| multiple)* (?=fake\b)/g,
        "",
      )
      .replace(/\bfake (?:accounts?|pages?|profiles?)\b/g, "fake profile")
      .replace(TOLD_WHERE, "how let friend know where my date")
      // "my friend wants to know when my date is over", "my mom wants to hear I'm safe": someone close checking on
      // the asker during a date, which is the check-in.
      .replace(
        new RegExp(
          `\\bmy ${CLOSE_PERSON} (?:wants?|needs?|would like|asked|asks|is asking|keeps asking|worries|is worried|gets worried)(?: me)?(?: to (?:know|hear|be told|check)| about)? (?:when my date (?:is over|is done|ends|finishes)|(?:if|that|whether) (?:im|i am|i m|i got) (?:safe|ok|okay|fine|alright|home)(?: safe)?|(?:on )?me (?:on|during) (?:my|a|the) date)\\b`,
          "g",
        ),
        "set a safety check-in for my date with my friend",
      )
      .replace(
        new RegExp(`\\b(?:want|need|like|let|tell|have) my ${CLOSE_PERSON} (?:to )?know where\\b`, "g"),
        "how let friend know where",
      )
      .replace(ASKS_FOR_THEM, "")
      // "share my date with my sister", "send it to my roommate": the one a date is shared with is a friend in LOVE's
      // words (a word LOVE does not know would count against the question).
      .replace(new RegExp(`\\b(with|to) my ${CLOSE_PERSON}\\b`, "g"), "$1 a friend")
      // "my ex is on here and…", "my boss is on this app too": someone the asker knows is on DOWN. That is the
      // situation; what the asker wants done about it follows (the person's word is unknown to LOVE).
      .replace(
        new RegExp(
          `\\b(?:my |this |a )?(?:ex|exes|ex boyfriend|ex girlfriend|ex husband|ex wife|boss|neighbou?r|teacher|${CLOSE_PERSON}) (?:is|s|are|just joined|joined|has joined|got) (?:on here|on this app|on the app|on down|here|using (?:this|the app|down|this app))(?: too| as well| now)?\\b`,
          "g",
        ),
        "",
      )
      // "is that true", "is it true that": asking whether, which says nothing of what is asked.
      .replace(/\bis (?:that|it|this) (?:true|right|correct|so)\b|\bis it true(?: that)?\b/g, "")
      // Age settings, filter, preferences: the age range.
      // ("age limit" is left alone: it is as often the minimum age to join.)
      .replace(/\bage (?:settings?|filters?|preferences?|prefs?|gap)\b/g, "age range")
      // Under review is moderation holding a profile or photo, not the reviews people leave after a date.
      .replace(/\b(?:under|in|being|pending) review(?:ed)?\b|\bbeing reviewed\b/g, "underreview")
      // "invite him for coffee", "ask her out for drinks": a date, whatever it is over.
      .replace(
        /\b(invite|ask)( \w+)?( out)? (?:for|to) (?:a |some )?(?:coffee|drinks?|dinner|lunch|brunch|walk|movie|the movies|cocktails?|food)\b/g,
        "$1$2$3 on a date",
      )
      // "people over 40", "guys in their 30s", "younger than 25": an age, which is the age range.
      .replace(
        /\b(?:over|older than|younger than|above|in their|around) ([2-9]\d)s?\b(?! ?(?:%|percent|miles|mi|km|matches|questions|minutes))/g,
        "age range",
      )
      // "I don't know how this works": asking how it works.
      .replace(
        /\b(?:i )?(?:dont|do not|have no idea) know how (?:this|it|the app|down|that|everything|any of this) works?\b|\bhave no idea how (?:this|it|the app|down) works?\b/g,
        "how work",
      )
      // "my friend is 16", "I'm 17": an age under 18 is the age requirement, not a score or a count.
      .replace(
        /\b(?:im|i am|is|shes|hes|she is|he is|turning|only|aged?|theyre|they are) (1[0-7])\b(?! ?(?:%|percent|matches|questions|miles|mi|km|people|likes|dates|minutes|hours|days))|\b(1[0-7]) ?(?:yo|y o|years? old|yrs? old)\b/g,
        "under 18",
      )
      // Not feeling comfortable or safe is feeling unsafe.
      .replace(/\b(?:not|dont|do not|never) (?:feel )?(?:comfortable|safe)\b/g, "unsafe")
      // A match no longer in the list ("he's not in my matches anymore", "my match doesn't show up anymore") has
      // disappeared from it: they unmatched, blocked or left.
      .replace(
        /\b(?:not|isnt|is not|arent|are not|no longer|doesnt|does not|dont|do not) (?:show(?:ing)? up |appear(?:ing)? |there )?(?:in|on|among) my (?:matches|match list|chats|messages)(?: anymore| any more)?\b/g,
        "disappeared from my matches",
      )
      .replace(
        /\b(my match|he|she|they|this guy|this girl|the person|that person) (?:doesnt|does not|dont|do not|no longer|isnt|is not|arent|are not) (?:show(?:ing)? up|appear(?:ing)?|there)(?: anymore| any more)\b/g,
        "$1 disappeared from my matches",
      )
      // "what do we both like", "things we both want", "what do me and him agree on": the answers two people share.
      .replace(
        /\b(?:do |did )?(?:we|us|me and (?:him|her|them|my match)|(?:him|her|they) and (?:i|me)) (?:both |all )?(?:like|love|enjoy|want|agree on|agree about|answered the same|said the same|have done|did)\b(?! each other| one another)|\bboth of us (?:like|love|enjoy|want|agree on|answered|said)\b|\bwe (?:both )?(?:share|agree on)\b/g,
        "we have in common",
      )
      // "is open the same as want", "same thing as": asking the difference between the two.
      .replace(/\b(?:the )?same (?:thing )?as\b|\bare (?:they|these|those) the same\b/g, "difference")
      // The app placing the asker in the wrong place ("app thinks im in a different town", "wrong city showing") is
      // their location being wrong, not a trip.
      .replace(
        /\b(?:thinks|says|shows|puts|has|lists|placed|places)(?: that)? (?:im|i am|me|my location)(?: as| is| at)? (?:in|at|from) (?:a |the )?(?:different|another|other|wrong|weird) (?:city|town|place|country|state|area|location)\b|\b(?:wrong|incorrect) (?:city|town|place|location|area|country|state|neighbou?rhood)\b/g,
        "my location is wrong",
      )
      // "people from another state", "a different country": somewhere else, which LOVE's words call another city.
      .replace(
        /\b(another|other|different|a different|the next|neighbou?ring) (?:state|country|town|county|region)s?\b/g,
        "$1 city",
      )
      // "question 5 of 20", "12/20": the progress through a category's 20 questions.
      .replace(/\b(?:question )?\d{1,2} (?:of|out of) 20\b/g, "progress 20 questions")
      // Being somewhere else on purpose ("pretend to be in another city", "set myself in a different town") or while
      // away ("while I'm away", "when I'm abroad"): a trip, which is Travel Mode.
      .replace(
        /\b(?:pretend(?:ing)? to be|appear(?:ing)? to be|show(?:ing)? up|be|set (?:me|myself|my location)(?: to be)?) in (?:another|a different|other|a new) (?:city|place|country|town|state)\b/g,
        "travel another city",
      )
      .replace(
        /\b(?:while|when) (?:im|i am|were|we are) (?:away|abroad|travell?ing|on vacation|on holiday|on a trip|out of town)\b/g,
        "travel",
      )
      // "take her out" is asking her out on a date; "left me a bad review" is a review left (not what is left to do).
      .replace(/\btake (him|her|them|my match|someone) out\b(?! of)/g, "ask $1 out on a date")
      .replace(
        /\b(?:left|leaves|leaving|wrote|gave|gives|give)(?: me| you| him| her)?(?: a| an)?(?: [a-z]+)? (review|reviews|rating)\b/g,
        "leave $1",
      )
      // Setting up a profile is filling it in; contacting "you" (DOWN, the team) is support, not messaging a match.
      .replace(/\bset(?:ting)? up (?:my )?(profile|account|bio)\b/g, "fill in my $1")
      .replace(
        /\b(?:contact|reach|talk to|get in touch with|get hold of|speak to|speak with) (?:you|you guys|the team|the down team|the developers|the devs|staff|a person|someone at down)\b/g,
        "contact support",
      )
      // Someone using the asker's photos or identity is a fake profile; "I feel like" is "I think".
      .replace(
        /\b(?:is |are |been )?(?:using|used|stole|stolen|stealing|copied|copying|took|taken|posting|posted) my (?:photos?|pictures?|pics?|images?|identity|name)\b/g,
        "fake profile",
      )
      .replace(/\b(?:i |it )?feels? like\b|\ba (?:bunch|lot|ton|load|couple) of\b/g, "")
      // A last, full or real name is the name ("last" alone is the newest); DOWN staff reading chats is data privacy.
      .replace(/\b(?:last|full|real|sur|first and last) ?names?\b|\bsurnames?\b/g, "name")
      .replace(
        /\b(?:you|you guys|down|the app|staff|the team|(?:anyone|someone|people|employees) (?:at|from|who work at) (?:down|the app)|admins?|moderators?|employees) (?:read|reads|reading|see|sees|seeing|look at|looks at|looking at|access|accesses|accessing|check|checks|checking|monitor|monitors|monitoring|spy on|spying on)(?: my| our| the)? (?:messages|chats|conversations|dms|texts)\b/g,
        "what happens to my messages data",
      )
      // "It's a match" is the screen two people see when they have both said yes.
      .replace(/\b(?:its|it is) a match\b/g, "mutual match")
      // "which categories do I still need to do", "left to answer": not done yet.
      .replace(
        /\bstill (?:need|have|got) to (?:do|answer|finish|complete)\b|\bleft (?:for me )?to (?:do|answer|finish|swipe)\b/g,
        "notyet answer",
      )
      // "the 4 swipes", "the four buttons": the four answers, not a number of stars.
      .replace(/\b(?:4|four) (?:swipes|answers|buttons|options|letters|choices|directions)\b/g, "four answers")
      // "my saved profiles", "the people I saved": the Favourites list.
      .replace(
        /\bsaved (?:profiles?|people|matches|ones|users|list)\b|\b(?:people|profiles|ones) (?:i|ive) saved\b/g,
        "favourites",
      )
      // Not knowing what to say to a match is asking what to say first; changing one's mind about an answer is changing it.
      .replace(
        /\b(?:i )?(?:dont|do not|never) know what to (?:say|write|text|send|message|open with)\b/g,
        "what should i say first",
      )
      .replace(/\bchang(?:e|ed|ing) my mind\b/g, "change")
      // "take a break", "need a break from it": a pause.
      .replace(/\b(?:take|taking|took|need|needs|want|have) a (?:little |short |long )?break\b/g, "pause")
      // "done with this app", "done with dating": leaving (not Done, the answer).
      .replace(
        /\b(?:im|i am|were|we are) (?:so |totally |completely )?(?:done|finished|over) with (?:this app|the app|this|down|dating|online dating|dating apps|it)\b/g,
        "quit down",
      )
      // Answered everything, answered all the questions: none left.
      .replace(
        /\b(?:answered|done|finished|completed) (?:everything|all(?: of)?(?: the| my)? questions|every question|them all|all of them)\b/g,
        "ran none questions",
      )
      // Locked out, lost access: cannot sign in.
      .replace(
        /\b(?:lost access to|locked out of|cant get into|cannot get into|cant access|cannot access)(?: my)? (?:account|profile|phone|number|email)\b|\blocked out\b|\bget back (?:in|into)(?: my account| my profile)?\b/g,
        "cant signin",
      )
      // "85%" is a number and the word percent.
      .replace(/(\d)%/g, "$1 %")
      // A bare 0 is none ("0 matches"); 0 % is a score, which stays a number.
      .replace(/\b0\b(?! ?(?:%|percent))/g, "none")
      // "unblock" is "undo" + "block": it should share the word with "block" questions.
      .replace(/\bunblock/g, "undo block")
      .replace(/\bunhide/g, "undo hide")
      // "hey LOVE, how do I block someone": the greeting is manners, the question is what follows it.
      .replace(GREETING, (greeting: string, ...rest: unknown[]) => {
        const after = String(rest.at(-1)).slice(greeting.length);
        return after.split(/\s+/).filter(Boolean).length >= 4 && !PLEASANTRY.test(after) ? "" : greeting;
      })
      // "help, someone is threatening me", "help me block him": asking for help with what follows, not about LOVE.
      .replace(/^(can you |could you |please |pls )?help( me)?( with| to)?[\s,!.:]+(?=\S+ \S+)/, "")
      // "my photo got removed", "why was my pic deleted": done to it by someone else, which is moderation.
      .replace(/\b(got|gets|was|were|been|has been|is being) (removed|deleted|taken down|pulled)\b/g, "flagged")
      // A photo rejected or denied is the photo check holding it (a rejected verification is verification's own).
      .replace(
        /\b(photos?|pics?|pictures?|images?) (?:got |was |were |been |has been |is )?(?:rejected|denied|declined|not approved)\b/g,
        "$1 flagged",
      )
      .replace(
        /\b(was|were|did|has|have) (my|the|his|her|their) (\w+)( get| got| been)? (removed|deleted|taken down|pulled)\b/g,
        "$2 $3 flagged",
      )
      // "who hasn't written back", "she never texted me back": a reply.
      .replace(
        /\b(write|writes|wrote|written|writing|text|texts|texted|message|messaged|messages) (me |you )?back\b/g,
        "reply",
      )
      // Someone who won't leave the asker alone is harassing them (alone alone is the worry of meeting a stranger).
      .replace(
        /\b(?:wont|will not|doesnt|does not|wouldnt|would not|refuses to|refuse to|not) leave (?:me|us) alone\b/g,
        "harass",
      )
      // Asked for bank details, a card, money: a scam ("money" alone is a life category).
      .replace(
        /\b(?:asked|asking|asks|ask|wants|wanted|begging|begged)(?: me)? (?:for|to send|to give|to lend)(?: me)?(?: my| his| her| some| a)? (?:bank|card|credit card|debit card|money|cash|paypal|venmo|cashapp|cash app|gift cards?|crypto|bitcoin|a loan|rent)\b(?: (?:details|info|number|account))?/g,
        "scam",
      )
      // "without being rude", "in a nice way", "without hurting his feelings": how it is done, not what is asked.
      .replace(
        /\bwithout (?:being|sounding|seeming|coming across as|looking) (?:rude|mean|harsh|cold|awkward|a jerk|an ass|weird|desperate|creepy)\b|\bwithout (?:hurting|upsetting|offending) (?:him|her|them|anyone|someone|their feelings|his feelings|her feelings)(?: feelings)?\b|\bin a (?:nice|kind|polite|gentle|respectful) way\b/g,
        "",
      )
      // "it won't let me send more", "the app doesn't let me": the asker can't.
      .replace(
        /\b(?:(?:it|the app|down|this app|this|they) )?(?:wont|will not|doesnt|does not|dont|do not|didnt|did not) let (?:me|us)\b/g,
        "cant",
      )
      // "how do I know if he's real", "how can I tell whether she read it": asking how, about what follows.
      .replace(
        /\bhow (?:do|can|would|will|could|should|does|did) (?:i|you|we|one|someone|people|they|others|matches|he|she|guys|girls) (?:even )?(?:know|tell|find out)(?: (?:if|whether|that))?\b(?= \S+ \S+)/g,
        "how",
      )
      // "this app is so confusing, how do I message people": being lost is the mood; the question follows it.
      .replace(
        /\b(?:this|the|ur|your) app is (?:so |really |very |kinda |kind of |too |super |pretty )?(?:confusing|complicated|hard to use|hard to figure out|difficult|overwhelming)\b(?= \S+ \S+)/g,
        "",
      )
      // "I didn't mean to block her": blocking by mistake.
      .replace(/\b(?:i )?(?:didnt|did not|never) mean(?:t)? to (\w+)/g, "$1 by mistake")
      // "does DOWN show my name", "will down sell my data": DOWN the app, not the DOWN SCORE.
      .replace(
        /\b(does|will|can|would|could|do) down (?=(?:show|share|tell|sell|keep|store|know|see|read|give|send|track|save|delete|use)\b)/g,
        "$1 the app ",
      )
      // "for no reason", "out of nowhere": a complaint's tone, not what is asked; "what counts as" is "what is".
      .replace(/\bfor no (?:good )?reason(?: at all)?\b|\bout of nowhere\b/g, "")
      .replace(/\bwhat counts as\b/g, "what is")
      // "he stopped texting me", "she quit messaging": the match has stopped replying (the asker stopping is unmatching).
      .replace(
        /\b(he|she|they|my match|my date) (?:stopped|has stopped|have stopped|quit|stops) (?:texting|messaging|talking to|talking with|replying to|answering|writing to|responding to|chatting with|chatting to)(?: me)?\b/g,
        "$1 notyet reply",
      )
      // "he didn't answer", "she never responded": a match not replying (answering questions is "I answer").
      .replace(
        /\b(he|she|they|them|my match|my date|and) (?:never|didnt|did not|hasnt|has not|havent|have not|wont|will not|doesnt|does not|dont|do not|isnt|is not|arent|are not|stopped) (?:answered|answer|answering|replied|reply|replying|responded|respond|responding)\b/g,
        "$1 notyet reply",
      )
      // "hasn't written back in 3 days": how long is only when; the number and the days are not what is asked.
      .replace(
        /\b(reply|notyet reply)( to me)? (?:in|for|after) (?:\d+|a few|a couple(?: of)?|two|three|four|five|several|many) (?:days?|hours?|weeks?)\b/g,
        "$1",
      )
      // "left me on read" is not replying; reading a message is Seen (read receipts).
      .replace(/\b(?:left|leaves|leaving|leave)( me)? on read\b/g, "ignoring$1")
      // "what next" is "what now", the next step: not "soon", nor what is "next to" a name.
      .replace(/\bwhats? next\b(?! to)/g, "what now")
      // "is 90 good", "45 too low?": a number judged is a score.
      .replace(/\b(\d{1,3}) (?=(?:too |so |really |very )?(?:good|bad|low|high|terrible|great)\b)/g, "$1 % ")
      .replace(/\b(\d{1,3}) (?:ok|okay|alright|decent|fine)\b/g, "$1 % good")
      // A cover photo is the first one (a "cover letter" is nothing of DOWN's).
      .replace(/\bcover (?=(?:photo|pic|picture|image|shot)s?\b)/g, "first ")
      // "public or not": the "or not" only asks; "last night", "friday night" are when, not dark mode.
      .replace(/\bor not\b/g, "")
      .replace(/\b(?:last|the other) (?:night|week|weekend)\b/g, "")
      .replace(/\b(tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday) night\b/g, "$1")
      // A clock time ("at 3am", "at 2:30 pm", "in the middle of the night") is when, not what is asked.
      .replace(
        /\b(?:at |around )?\d{1,2}(?::\d\d)? ?(?:am|pm)\b|\b(?:at|in the middle of the|late at|during the) night\b/g,
        "",
      )
      // "checked me out" is a visit; "prove I'm real" is being verified.
      .replace(/\bcheck(?:ed|ing|s)? (me|my profile) out\b/g, "visited $1")
      .replace(
        /\b(?:im|i am|theyre|they are|hes|shes|is|are) (?:a )?(?:real|legit|genuine)(?: person| people)?\b/g,
        "verified",
      )
      // "close by", "close to me": near, not closing the account.
      .replace(/\bclose (?:by|to me|to where i (?:am|live))\b/g, "near")
      // Your turn is a label on a match, not "turn on"; "I'm new here" is a newcomer, not something new.
      .replace(/\b(?:your|whose|whos|my) turn\b/g, "yourturn")
      .replace(
        /\b(?:im|i am) new\b(?: here| to (?:this|the app|down|dating apps?|online dating))?|\bnew (?:here|user)\b|\bnewbie\b|\b(?:my )?first time (?:here|on here|using (?:this|the app|down)|on (?:this|the) app|on down)\b/g,
        "newcomer",
      )
      // Two-word phrases that mean one word.
      .replace(/\bno one\b/g, "nobody")
      // "more than one photo", "several matches at once": many of a thing, not "more" of it.
      .replace(/\b(more than (one|1)|several|multiple|at once|at the same time|simultaneously)\b/g, "multiple")
      // "he asked for my number" is a phone number; "my number of matches" is a count.
      .replace(
        /\b(?:(my|your|his|her|their|ur) )?(?:(?:phone|cell|mobile) )?(?:number|digits)\b(?! of)/g,
        (said, whose) => (whose ? `${whose} phone` : /^(phone|cell|mobile)/.test(said) ? "phone" : said),
      )
      // "the code isn't working", "notifications stopped working": something is broken, not how it works.
      .replace(
        /\b(isnt|is not|arent|are not|not|doesnt|does not|dont|do not|wont|will not|stopped|never) work(s|ing|ed)?\b/g,
        "broken",
      )
      .replace(/\bturn(s|ed|ing)? down\b/g, "reject")
      // "get rid of him" is ending a match; "get rid of my account" is deleting it.
      .replace(
        /\bget(ting)? rid of (him|her|them|someone|somebody|this (guy|girl|person)|my match|a match)\b/g,
        "unmatch",
      )
      .replace(/\bget(ting)? rid of\b/g, "delete")
      // Signing in, out and up are three things; "in" and "up" alone are filler, so each pair is one word.
      .replace(/\b(sign|log)(s|ged|ging|ing|ed)?( me)? ?in(to)?\b/g, "signin")
      .replace(/\b(sign|log)(s|ged|ging|ing|ed)?( me)? ?(out|off)\b/g, "logout")
      .replace(/\bsign(s|ed|ing)? ?up\b/g, "signup")
      .replace(/\bfor good\b/g, "permanently")
      // "I don't want to show up", "I no longer want matches": what they want is for it to stop.
      .replace(/\b(dont|do not|no longer) want( to)?\b/g, "stop")
      // "I don't get the scoring", "explain it like I'm 5", "what's the point of X": asking how X works.
      .replace(/\b(i )?(dont|do not|cant|can not|cannot) (really )?understand\b/g, "how work")
      // Not "I don't get any matches" or "I don't get the code": only getting an idea.
      .replace(
        /\b(i )?(dont|do not) (really )?get (?=how|what|why|the (point|idea|scor|match|percent|algorithm))/g,
        "how work ",
      )
      .replace(/\blike (im|i am) (5|five|a kid|a child|a baby)\b/g, "")
      .replace(/\bexplain\b/g, "how work")
      .replace(/\b(whats|what is) the (point|purpose|idea) of\b/g, "why")
      // "don't like him anymore" is not "like him": it is the opposite of a match request.
      .replace(/\b(dont|do not|no longer) like\b/g, "dislike")
      // "like 3 matches": filler before a number, not a like.
      .replace(/\blike (?=\d)/g, "")
      // "how close is", "how near is": a question about distance, not about closing an account.
      .replace(/\bhow (close|near)\b/g, "how far")
      // "ran out of questions", "I'm out of questions": there are none left.
      // Out of people or profiles (not questions) is an empty feed, as is "no more profiles".
      .replace(
        /\b(?:ran|run|running|runs|im|i am|are|is) out of (?:people|profiles|matches|results|singles|guys|girls|men|women|options)\b|\b(?:there are |there is |theres )?no more (?:people|profiles|singles|results|guys|girls)(?: to (?:see|swipe|show|match with))?\b/g,
        "nobody feed",
      )
      .replace(/\b(ran|run|running|runs|im|i am|are|is) out of\b/g, "$1 none")
      .replace(/^out of\b/, "none")
      .replace(/\b(terms of (service|use)|tos|t&cs?)\b/g, "terms")
      // "my score with her" is the score of two people, not the asker's own profile score.
      .replace(/\b(my|our) ((down )?(score|percentage|percent|%|compatibility)) with\b/g, "the $2 with")
      .replace(/\bconversation starters?\b/g, "icebreaker")
      // The check-in's question and its button: "what if I don't tap I'm OK", "it asked are you ok".
      .replace(/\b(im|i am|are you|r u|i was|was i|am i|if i was|if im) ok(ay)?\b/g, "okcheck")
      // "what if I don't reply", "I never answer my matches": the asker owes the reply, which is Your turn (a match
      // not replying is theirs; the check-in's question and the questions to swipe are answered otherwise).
      .replace(
        /\b(?:i|if i|when i) (?:dont|do not|never|didnt|did not|havent|have not|forget to|forgot to|cant be bothered to) (?:reply|respond|write back|text back|message back|answer(?= (?:him|her|them|my match|my matches|messages|a match)\b|\s*[?!.]*$))\b/g,
        "yourturn reply",
      )
      // "how old are the people I see", "everyone is too old": an age.
      .replace(/\b(how|so|too) old\b/g, "age")
      // "trying to figure out how to unblock": asking how, not how something is calculated.
      .replace(/\b(trying to |try to )?figur(e|ing) out how\b/g, "how")
      // "we both said yes", "she said yes to the date": an acceptance.
      .replace(/\b(say|says|said|saying) yes\b/g, "accept")
      // The message check's prompt is a thing with a name: "what is Are you sure" is not "what are you".
      .replace(/\b(are you|r u) sure\b/g, "surecheck")
      // "only 3 matches", "just two matches": a few, which is the more-matches question, not the number 3.
      .replace(/\b(?:[1-5]|one|two|three|four|five|a couple(?: of)?) match(es)?\b/g, "few matches")
      // "I'm going to Chicago, can I match there": a trip, unless what follows is something to do. Only when the
      // question is about people on DOWN ("book me a flight, I'm going to Paris" is not); the place's name is
      // dropped, since LOVE knows no towns and an unknown word would count against the question.
      .replace(BARE_TRIP, "travel")
      .replace(TRIP, (trip, _verb, _next, _place, _offset, whole: string) =>
        ABOUT_PEOPLE.test(whole) ? "travel" : trip,
      )
      // "looked at my profile": a view, not how something looks ("what does my profile look like").
      // Having looked at a profile is a visit ("who viewed my profile", "profiles I looked at"), which Insights and
      // Recently viewed count; "who can view my profile" is still being seen.
      .replace(/\b(viewed|looked at|checked out|visited|stalked)\b/g, "visited")
      .replace(/\blook(s|ing)? at\b/g, "view")
      .replace(/\bmy own\b/g, "my")
      // A category's name stands for "a category": "is there one about money", "done with adventure".
      .replace(CATEGORY_NAMES, "category")
      // "you guys", "you lot": still just "you".
      .replace(/\byou (guys|lot|people|all)\b/g, "you")
      // "I only want to see guys", "into girls": who the asker wants shown, men or women ("guys" alone is filler).
      .replace(
        /\b(see|show me|only|just|into|date|dating|interested in|looking for|prefer) (guys|boys|dudes)\b/g,
        "$1 men",
      )
      .replace(
        /\b(see|show me|only|just|into|date|dating|interested in|looking for|prefer) (girls|gals|ladies)\b/g,
        "$1 women",
      )
      // "her profile", "her stars": hers, like "his" (terms.ts); "message her" stays one person.
      .replace(
        /\bher (?=(?:profile|photos?|pics?|pictures?|account|answers?|score|stars?|rating|name|phone|location|bio|messages?|chat|card|page|details|match)\b)/g,
        "their ",
      )
      // "delete everything", "wipe it all": the whole account.
      .replace(
        /\b(delete|remove|erase|wipe) (?:everything|it all|all of it|all my stuff|my whole account)\b/g,
        "$1 my account",
      )
      // "I'm not getting matches", "never get any likes", "barely getting messages": few or none of them, which is
      // not the "not yet" of a reply or a category left.
      .replace(
        /\b(?:(?:im|i am|i|we|were|am i|why am i|why do i) )?(?:not|never|barely|hardly|rarely) (?:getting|get|gets|receiving|having)(?: any| many| much| a lot of)?(?= (?:matches|match|likes|likedme|messages|msgs|dates|views|requests|people|results|replies|responses)\b)/g,
        "none",
      )
      // "what decides my %", "what goes into the score": how the score is worked out.
      .replace(
        /\bwhat (?:decides|determines|affects|influences|goes into|makes up|controls|changes|sets) (?:my |our |the |a )?(score|down score|%|percent|percentage|compatibility|match %|match percentage)(?![a-z])/g,
        "how is the $1 calculated",
      )
      // "never got a notification", "didn't get any alerts": notifications not arriving (not a match not yet made).
      .replace(
        /\b(?:never|didnt|did not|dont|do not|not|havent|have not|stopped) (?:get|got|getting|gotten|receive|received|receiving)(?: a| any| the| my)? (notifications?|notifs?|alerts?|push notifications?|pings?)\b/g,
        "$1 not working",
      )
      // "downscore", "down-score": the DOWN SCORE.
      .replace(/\bdown ?-?scores?\b/g, "down score")
      // "can I get verified", "how to become verified": being verified oneself, not the verified-only filter.
      .replace(/\b(?:get|be|become|getting|got|am i|was i) verified\b/g, "verify me")
      // "my photo won't load", "pics not loading": loading is the app's word for it.
      .replace(
        /\b(?:wont|will not|doesnt|does not|dont|do not|isnt|is not|arent|are not|not|never|cant|stopped) (?:load|loading|load up)\b/g,
        "not loading",
      )
      // "she cancelled on me", "he bailed on our date": the match called the date off, which the date's status shows.
      .replace(
        /\b(?:he|she|they|my match|my date) (?:canceled|cancelled|cancels|bailed|flaked)(?: on)?(?: me| us| our date| the date| my date)?\b/g,
        "why does my date say cancelled",
      )
      // "heyyy", "sooo": a letter held down.
      .replace(/([a-z])\1{2,}/g, "$1")
  );
}
