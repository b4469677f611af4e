/**
 * What people wrap a question in: an opener ("quick question", "sorry if this is dumb but", "do you know"),
 * thanks, a plea or an aside at the end ("thanks!", "please help", "asap", "on the app"). None of it says what
 * is asked, and each of its words would count against the question, so it is dropped, as long as a question
 * of two words or more is left: "thanks" and "help" alone are questions of their own.
 */
const OPENERS = [
  /^(a )?(quick|random|silly|dumb|stupid|simple|small|stupid little) question[\s,:;!.-]*(but |for you |here |so )?/,
  /^sorry( if this is| if its| for the)?( a)?( dumb| stupid| silly| weird)?( question)?[\s,:;!.-]*(but )?/,
  // "question: …" but not "question limit per day".
  /^(i have a question|i got a question)[\s,:;!.-]+/,
  /^question[,:;!.-]+\s*/,
  /^(do|does) (you|anyone|any1) know( if| whether)? /,
  /^any idea( if| whether)? /,
  /^(can|could|would|will) (you|u) (please |pls )?(tell|show) me /,
  /^(so|ok|okay|um|uh|hmm|well)[\s,]+/,
];
const CLOSERS = [
  /[\s,!.?]+(thanks|thank you|thx|ty|cheers|tysm)( so much| a lot| in advance| love)?[\s!.?]*$/,
  // "…, help!" or "… please help", but not "where do I get help": there help is what is asked for.
  /([,!.?]+\s*|\s+(please|pls|plz) )help( me)?( please| pls)?[\s!.?]*$/,
  /[\s,!.?]+(asap|urgently|urgent|any ideas?|lol|haha|right now|please|pls|plz)[\s!.?]*$/,
  // "on here", "in the app", but not "something is wrong with the app".
  /[\s,]+(on|in|using) (the app|this app|down|the dating app|here)[\s!.?]*$/,
];

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The question without its wrapping; `text` is already lower case, apostrophes dropped. */
export function withoutChatter(text: string): string {
  let question = text.trim();
  for (let pass = 0; pass < 3; pass++) {
    const before = question;
    for (const pattern of [...OPENERS, ...CLOSERS]) {
      const stripped = question.replace(pattern, "").trim();
      if (stripped !== question && words(stripped) >= 2) question = stripped;
    }
    if (question === before) break;
  }
  return question;
}
