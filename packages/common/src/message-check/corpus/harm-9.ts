import { group } from "./group";

/**
 * TRAINING CORPUS, round g (2026-12-03): harm said without a harm word, by kind: contempt as what others
 * merely put up with, a talk likened to a wall, something with more personality than the reader, gratitude
 * owed for a reply; pursuit after a no (asking again, blocking shrugged off, new profiles); menace as what
 * befalls who wronged the sender, ways of finding people; sexual pressure as knowing what the reader wants
 * or shyness called an act; slurs spelled apart. Ordinary lines with the same words are in ordinary-10.ts.
 */
export const CORPUS_HARM_9 = [
  ...group("harmful", "harassment", [
    "people only reply to you out of politeness",
    "everyone at your work just tolerates you, you know that right",
    "texting you is like texting a brick wall",
    "my houseplant has more personality than you",
    "a cardboard box has more going on than you",
    "you should be grateful i even swiped",
    "you should really be thankful anyone messages you",
    "honestly ur the reason people delete this app",
    "you're the kind of match people unmatch after one line",
    "no one's ever going to choose you first",
    "talking to u is like talking to a toddler",
    "people like you are why i hate this app",
    "i feel sorry for whoever ends up with you",
    "even your friends must find you a chore",
    "you said no last week but im asking again, and again",
    "ill keep asking until you say yes, i dont give up",
    "your no doesnt count, you just dont know me yet",
    "unmatch me all you like, ill find your facebook",
    "ignore me all you want, i know your gym",
    "you can block me all you want i have other accounts",
    "ill wear you down eventually, everyone cracks",
    "made another profile since u blocked me, miss me?",
  ]),
  ...group("harmful", "threat", [
    "people who play me always end up sorry",
    "the last girl who ghosted me learned the hard way",
    "i have my ways of finding out where people live",
    "i know people who can find you",
    "i can find anyone, remember that",
    "whoever blocks me regrets it sooner or later",
  ]),
  ...group("harmful", "sexual", [
    "i know what girls like you need",
    "stop pretending to be innocent and send something",
    "quit playing shy and get over here",
    "be a good girl and send me one",
    "one little pic wont hurt, i deleted the last ones",
    "you'd be more fun if you let me take charge tonight, no arguing",
  ]),
  ...group("harmful", "slur", ["lol such a f.a.g", "ur a t r a n n y lol", "typical d y k e attitude"]),
  // Second pass: condescension, rhetorical contempt, boredom, a no shrugged off, the night asked for,
  // clothes ordered, what the sender remembers of the reader, the reader alone at home.
  ...group("harmful", "harassment", [
    "its adorable that you think youre a catch",
    "how do you even get matches with that face",
    "i could easily find better than you in five minutes",
    "only texting you cause im bored tbh",
    "i only swiped to see if you were as weird as your pics",
    "you're not ugly, just really forgettable",
    "why are you ignoring me?? answer",
    "not giving up just cause you said no once",
    "no just means try harder to me",
  ]),
  ...group("harmful", "sexual", [
    "let me stay over, i wont try anything... much",
    "come over and stay the night, you know what i mean",
    "wear something tight for me on saturday",
    "come sit on my lap and tell me about your day",
    "i promise its just sleeping, stay the night",
  ]),
  ...group("harmful", "threat", [
    "i remember everything you tell me, so careful what you say",
    "i wrote down everything you told me about your sister",
    "hope you feel safe tonight alone in that house",
    "keep lying and see where that gets you",
  ]),
];
