import { group } from "./group";

/**
 * TRAINING CORPUS, round 7 (issue 26, item 2, 2026-12-02): more sexual pressure said as a plan, a dare or
 * an entitlement, menace through the reader's children, routes and people, and put-downs of a face, a laugh
 * or a past, by category. Ordinary lines with the same words are in ordinary-8.ts.
 */
export const CORPUS_HARM_7 = [
  ...group("harmful", "sexual", [
    "send one where i can see more",
    "i want a pic that shows everything",
    "you'll be begging me not to stop",
    "i'll have you against the wall before the door shuts",
    "i'd pin you down and take my time",
    "lie down and let me handle the rest",
    "quit talking and start undressing",
    "strip for me on camera",
    "skip the restaurant, meet me at my hotel room",
    "i booked a hotel, you're coming whether you like it or not",
    "i'll be gentle the first time",
    "you're wearing way too much in your pics",
    "that top would look better on my floor",
    "we'll ruin my sheets tonight",
    "after a couple of drinks you'll be all over me",
    "you kissed me so you can't say no now",
    "you led me on, now finish what you started",
    "you posted those pics, you wanted this attention",
    "sit on my lap and face me",
    "i'll make you forget your own name in bed",
    "are you a screamer or a quiet one",
    "you'd be fun to break in",
    "i've been hard thinking about you all day",
    "no more talking, show me your body",
  ]),
  ...group("harmful", "threat", [
    "i can see your window from my car",
    "your daughter walks home alone, doesn't she",
    "which school does your son go to again",
    "i'll deal with whoever you're seeing",
    "i'll find out who he is and he'll regret it",
    "you don't want to upset me, trust me",
    "you changed your route, i noticed",
    "no one will hear you if you scream",
    "tell anyone and you'll be sorry",
    "i'll set your car on fire",
    "i'll be at your door before you wake up",
    "i know when your flatmate is out",
  ]),
  ...group("harmful", "harassment", [
    "you're so unlikeable, no wonder you're on here",
    "no filter is fixing that face",
    "you peaked in school and it shows",
    "your laugh would scare off a dog",
    "you must be used to getting rejected",
    "did anyone ever actually love you",
    "smile less, your teeth are a jumpscare",
    "you're the definition of a red flag",
    "you'd be more attractive with a bag on your head",
    "even your dog looks embarrassed to be in your pics",
  ]),
];
