import { group } from "./group";

/**
 * TRAINING CORPUS, ordinary talk, round g (2026-12-03): lines with the words of harm-9.ts that are not
 * harm: competitive banter with mock threats and warnings, "dead to me" over a pizza, identity words said
 * of oneself, a no said firmly, flirting that calls the reader trouble, talk about apps, gift cards and
 * crypto that asks nothing, finding things and people who put up with the sender's puns.
 */
export const CORPUS_ORDINARY_10 = [
  ...group("ok", "banter", [
    "i will end you at mini golf, just saying",
    "consider yourself warned, i am very good at darts",
    "fair warning, i get competitive at board games",
    "you're dead to me for putting ketchup on pasta",
    "my sister is dead to me, she spoiled the finale",
    "ill destroy you at pool, loser buys drinks",
    "watch out, im lethal at quiz night",
    "bring it on, i will crush you at karaoke",
    "you'll regret challenging me to ping pong lol",
  ]),
  ...group("ok", "small-talk", [
    "im a big girl and i love my curves",
    "proud lesbian here, looking for my person",
    "as a fat guy i appreciate a good buffet lol",
    "im queer and my whole friend group is too",
    "disabled and dating, ask me anything",
    "im a dyke with a soft heart lol",
    "im trans and happy, just looking for someone kind",
    "fellow gay here, hi",
    "i have my ways of finding the best brunch spots",
    "i can find anything on google maps lol",
    "people who tolerate my puns deserve a medal",
    "talking to you is like talking to an old friend",
    "my dog has more energy than me",
    "everyone at work just tolerates my playlists lol",
  ]),
  ...group("ok", "boundaries", [
    "no means no, please respect that",
    "i already said no, please dont ask again",
    "im not interested, please stop",
    "i dont send pics, thats final",
    "i said no and i meant it, goodbye",
  ]),
  ...group("ok", "flirting", [
    "you're kinda trouble and i like it",
    "stop being so charming its not fair",
    "dont be shy, tell me about your weekend",
    "bet you're fun at karaoke",
  ]),
  ...group("ok", "money-talk", [
    "my cousin made a fortune on bitcoin and never shuts up about it",
    "i paid for the tickets, you get the popcorn",
    "got a steam card for christmas, already spent it",
    "my card got declined at the shop today, so embarrassing",
  ]),
  // Second pass: the words of harm-9.ts's second pass in kind lines.
  ...group("ok", "small-talk", [
    "you're not ugly at all, stop being so hard on yourself",
    "ur not fat, you look great",
    "you're not stupid, that exam was just hard",
    "i remember everything you told me about your trip, so jealous",
    "my sister is staying the night, so tomorrow works better",
    "i only matched because of your dog tbh lol",
    "can you sit on my left at dinner so i can hear you",
    "the cat sits on my lap all evening",
    "its cute how much you love your nan",
    "how do you even find time to run every day",
    "i can do better than that pun, watch",
    "my mum should have been a comedian",
    "why are you ignoring my meme lol",
    "im not giving up on finding a good taco place",
    "stay safe driving home, the roads are awful",
  ]),
  ...group("ok", "apps-talk", [
    "i only use whatsapp for my family group chat",
    "deleted tiktok, my screen time is finally normal",
    "people who use cash app for everything confuse me",
  ]),
];
