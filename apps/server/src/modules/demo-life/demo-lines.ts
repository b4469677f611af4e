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

/** A line from `pool` other than `last`. */
export function pickLine(pool: readonly string[], last: string | undefined, random: () => number): string {
  const options = pool.filter((line) => line !== last);
  return options[Math.floor(random() * options.length)] ?? pool[0] ?? "";
}
