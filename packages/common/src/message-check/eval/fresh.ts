import type { LabelledMessage } from "./labelled";

/**
 * FRESH SET: a second set, written on 2026-11-27 after the patterns existed and before it was ever scored, to
 * see how the check does on lines its author did not have in mind while writing the patterns: other phrasings,
 * typos, longer lines, and ordinary talk that shares words with harm. Its first score (harmful P 0.82 R 0.45,
 * scam P 0.83 R 0.50) was a held-out measure. It is NO LONGER HELD OUT: the second round of tuning lines was
 * written by the same person, who had written these lines an hour before, so its later scores are optimistic.
 * An honest next measure needs a new set written by someone who has not read the patterns or the sets.
 */
export const FRESH: readonly LabelledMessage[] = [
  // harm, phrased other ways
  { text: "honestly youre a waste of oxygen", expect: "harmful", kind: "harassment" },
  { text: "ur so ugly lmao who would date u", expect: "harmful", kind: "harassment" },
  { text: "shut your mouth you dumb whore", expect: "harmful", kind: "harassment" },
  { text: "you're nothing but a gold digging slut", expect: "harmful", kind: "harassment" },
  { text: "die in a fire", expect: "harmful", kind: "harassment" },
  { text: "u look like a man lol tranny", expect: "harmful", kind: "slur" },
  { text: "typical stuck up b*tch", expect: "harmful", kind: "harassment" },
  { text: "go to hell you psycho", expect: "harmful", kind: "harassment" },
  { text: "come on just send one pic of your boobs", expect: "harmful", kind: "sexual" },
  { text: "i wanna bend you over", expect: "harmful", kind: "sexual" },
  { text: "can i see you naked", expect: "harmful", kind: "sexual" },
  { text: "let me smash", expect: "harmful", kind: "sexual" },
  { text: "your mouth would look great around my d*ck", expect: "harmful", kind: "sexual" },
  { text: "why are you being such a prude, everyone does it", expect: "harmful", kind: "sexual" },
  { text: "i've got your address from your pics, see you soon", expect: "harmful", kind: "threat" },
  { text: "if you block me i swear i'll make you pay", expect: "harmful", kind: "threat" },
  { text: "you better answer or your friends will see those photos", expect: "harmful", kind: "threat" },
  { text: "im going to come find you", expect: "harmful", kind: "threat" },
  { text: "i'll break your legs", expect: "harmful", kind: "threat" },
  { text: "people like you get what they deserve", expect: "harmful", kind: "threat" },

  // scam, phrased other ways
  { text: "babe i'm short on rent this month, could you help me out with 300", expect: "scam", kind: "money" },
  { text: "my wallet got stolen, can you cover my uber home? i'll send it back", expect: "scam", kind: "money" },
  { text: "pls send a little something to my cashapp $jessxo", expect: "scam", kind: "money" },
  { text: "if you really like me you'd buy me a $50 apple card", expect: "scam", kind: "gift-card" },
  { text: "my manager taught me usdt arbitrage, it's risk free", expect: "scam", kind: "crypto" },
  { text: "open a binance account and i'll guide you step by step", expect: "scam", kind: "crypto" },
  { text: "my whatsapp is +1 615 555 0177, talk there", expect: "scam", kind: "off-app" },
  { text: "do you have telegram? easier to chat", expect: "scam", kind: "off-app" },
  { text: "drop your snap", expect: "scam", kind: "off-app" },
  { text: "this app is so slow, lets text instead, whats ur cell", expect: "scam", kind: "off-app" },

  // ordinary talk that shares words with harm or scams
  { text: "i'm dead 😂 that story is too good", expect: "ok", kind: "banter" },
  { text: "my sister is a total b*tch about sharing fries", expect: "ok", kind: "friendly-swearing" },
  { text: "damn girl, you can cook!", expect: "ok", kind: "flirting" },
  { text: "that hike almost killed me lol", expect: "ok", kind: "small-talk" },
  { text: "you're so fun to talk to", expect: "ok", kind: "flirting" },
  { text: "i'm a total nerd about space stuff", expect: "ok", kind: "small-talk" },
  { text: "ugh i'm so stupid, i left my keys at work", expect: "ok", kind: "friendly-swearing" },
  { text: "i fucking love dogs", expect: "ok", kind: "friendly-swearing" },
  { text: "you're gonna laugh but i've never seen star wars", expect: "ok", kind: "banter" },
  { text: "i hate to say it but you were right", expect: "ok", kind: "banter" },
  { text: "shoot, i'm running 5 min late", expect: "ok", kind: "small-talk" },
  { text: "the show last night was sick", expect: "ok", kind: "small-talk" },
  { text: "i owe you a drink for that recommendation", expect: "ok", kind: "small-talk" },
  { text: "i'll pay you back for the tickets when i see you saturday", expect: "ok", kind: "money-talk" },
  { text: "i used to trade stocks but it stressed me out", expect: "ok", kind: "money-talk" },
  { text: "bitcoin is so confusing, my coworker won't stop talking about it", expect: "ok", kind: "money-talk" },
  { text: "i use whatsapp to talk to my family in brazil", expect: "ok", kind: "apps-talk" },
  { text: "did you see that telegram from the queen in the museum?", expect: "ok", kind: "small-talk" },
  { text: "let's keep chatting here for now, i like taking it slow", expect: "ok", kind: "boundaries" },
  { text: "i'd love to see your photos from iceland", expect: "ok", kind: "small-talk" },
  { text: "show me your favourite spot in town sometime", expect: "ok", kind: "flirting" },
  { text: "i want to see you again", expect: "ok", kind: "flirting" },
  { text: "you're hot and funny, dangerous combo", expect: "ok", kind: "flirting" },
  { text: "i'm a bit of a hot mess today haha", expect: "ok", kind: "small-talk" },
  { text: "bet you can't name three jazz albums", expect: "ok", kind: "banter" },
  { text: "i know where you live... in my heart 😌 (sorry that was cheesy)", expect: "ok", kind: "flirting" },
  { text: "my number one rule: no pineapple pizza", expect: "ok", kind: "banter" },
  { text: "call me old fashioned but i like a phone call before a date", expect: "ok", kind: "boundaries" },
  { text: "i work nights at the hospital so i'm slow to reply", expect: "ok", kind: "small-talk" },
  { text: "the gift shop at the zoo had the cutest cards", expect: "ok", kind: "small-talk" },
];
