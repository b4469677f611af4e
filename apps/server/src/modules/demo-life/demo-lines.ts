/** What demo people say: short, varied, never the same line twice in a row to the same person. */
export const OPENERS = [
  "Hey! Your answers made me smile 😊",
  "Hi! We matched on a lot — what's your favourite weekend plan?",
  "Hello there! Coffee person or tea person?",
  "Hey, glad we matched! How's your week going?",
  "Hi! I had to say hello. What got you on DOWN?",
  "Hey you 👋 Tell me one thing you're DOWN for this month.",
  "Hi! Best taco spot in Nashville — go.",
  "Hey! Your profile says adventure. Biggest one lately?",
];

export const REPLIES = [
  "Haha, I love that!",
  "Oh nice, tell me more 😄",
  "Same here, honestly.",
  "That sounds like a good time.",
  "No way! Me too.",
  "Hmm, I'd have to think about that one 🤔",
  "Ha! You're funny.",
  "I'm so down for that.",
  "What about you?",
  "Okay, that's a great answer.",
  "Wait, really? That's awesome.",
  "I've always wanted to try that!",
  "Sounds perfect to me.",
  "Love that energy ✨",
];

export const ANSWERS_TO_QUESTIONS = [
  "Good question! Depends on the day 😄",
  "Honestly? Yes.",
  "Not yet, but I'd like to!",
  "Ha, I'll never tell… okay maybe later.",
  "Probably more than I should admit.",
];

export const GREETINGS = [
  "Hey! 😊 Good to hear from you.",
  "Hi hi! How's your day going?",
  "Hey you 👋 Glad you said hello.",
  "Hello! I was hoping you'd write.",
];

/** Answers to "how are you" and the like. */
export const HOW_I_AM = [
  "Doing great, thanks for asking! How about you?",
  "Pretty good! Just got back from a walk. You?",
  "Good! Better now 😄 How's your week been?",
];

/** Answers to questions about what they do, where, when: friendly, and a question back. */
export const ANSWERS_ABOUT_ME = [
  "I work in Nashville, mostly days, so evenings are free 😊 What about you?",
  "Right now? Live music and too much coffee. You?",
  "I grew up near here — I know all the good spots. Where are you from?",
  "Weekends are for hiking or brunch, depending on the weather. You?",
];

/** When the talk turns to meeting: keen, and a nudge toward the invite button. */
export const DATE_TALK = [
  "I'd love that! Send me an invite 😊",
  "Yes! I'm free this week — pick a time and invite me.",
  "That sounds like a great date. I'm in!",
  "Coffee first, then we see where it goes? 😄 Send the invite!",
];

/** Talk of meeting once an invite is out or the date is set: no "send me an invite" then. */
export const DATE_PLANNED = [
  "Can't wait! 😊",
  "Looking forward to it!",
  "Yes! It's going to be fun.",
  "See you there 😄",
];

export const ACCEPTED = ["Yes! See you there 😊", "It's a date! Can't wait 😊", "Accepted! Looking forward to it."];
/** A yes for another time than the one asked: the demo's fast clock (docs/decisions/009). */
export const SOONER = [
  "Yes! But let's not wait — I can be there in a few minutes 😄",
  "Love it. How about right now-ish? See you in a few minutes!",
];
export const DECLINED = [
  "I can't make that one, sorry! Ask me again another time? 🙏",
  "Ah, that doesn't work for me this time — another day?",
];
export const REVIEW_COMMENTS = [
  "Such easy conversation, the time flew by.",
  "Right on time and really thoughtful. Would go again.",
  "Great energy and a lot of laughs.",
  "Kind, funny and a great listener.",
];

export type ReplyKind = "date" | "how-are-you" | "question" | "greeting" | "chat";

const DATE_WORDS =
  /\b(date|dates|dinner|lunch|brunch|coffee|drinks?|meet|meeting|tonight|tomorrow|weekend|movie|hike|invite|hang ?out|grab)\b/i;
const HOW_ARE_YOU = /\b(how are you|how's it going|how is it going|how're you|how you doing|hows your|how's your)\b/i;
const GREETING = /^\s*(hi|hey|hello|hiya|howdy|yo|heya|good (morning|afternoon|evening))\b/i;
const QUESTION = /\?\s*$|^\s*(what|where|when|who|why|how|do|does|did|are|is|have|would|could|can|which)\b/i;

/**
 * What kind of line a message asks for, so a reply relates to what was said: talk of meeting gets date
 * talk, "how are you" an answer about their day, other questions an answer, a bare hello a hello.
 */
export function replyKind(message: string): ReplyKind {
  if (DATE_WORDS.test(message)) return "date";
  if (HOW_ARE_YOU.test(message)) return "how-are-you";
  if (QUESTION.test(message)) return "question";
  if (GREETING.test(message)) return "greeting";
  return "chat";
}

export const REPLY_POOLS: Record<ReplyKind, readonly string[]> = {
  date: DATE_TALK,
  "how-are-you": HOW_I_AM,
  question: [...ANSWERS_TO_QUESTIONS, ...ANSWERS_ABOUT_ME],
  greeting: GREETINGS,
  chat: REPLIES,
};

/** A line from `pool` other than `last`. */
export function pickLine(pool: readonly string[], last: string | undefined, random: () => number): string {
  const options = pool.filter((line) => line !== last);
  return options[Math.floor(random() * options.length)] ?? pool[0] ?? "";
}
