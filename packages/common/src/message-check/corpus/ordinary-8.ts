import { group } from "./group";

/**
 * TRAINING CORPUS, ordinary talk, round 8 (issue 26, item 2, 2026-12-02): everyday lines with the words of
 * harm-7.ts: hotels, sheets and floors, begging a boss, gentle, filters, kids, schools, routes, noticing.
 * Written apart from everyday.ts.
 */
export const CORPUS_ORDINARY_8 = [
  ...group("ok", "small-talk", [
    "our hotel had the comfiest sheets",
    "i'm staying in a hotel near the station this weekend",
    "i spilled coffee all over the floor",
    "i begged my landlord to fix the heating",
    "the dog was begging for my toast",
    "i pinned the recipe on my board",
    "i finally hung the pictures on the wall",
    "the nurse was so gentle",
    "i don't use filters on my pics",
    "my kid starts school next week",
    "which school did you go to?",
    "my daughter thinks i'm uncool",
    "i noticed you like climbing, me too",
    "i changed my route to the office, less traffic",
    "i can see the park from my window",
    "my flatmate is out tonight so it's quiet",
    "i peaked at karaoke last night lol",
    "i get upset when people are late, working on it",
    "the stripping of the old wallpaper took forever",
    "the kids were screaming at the party",
    "who are you seeing this weekend, friends or family?",
    "i'll deal with the tickets, you pick the film",
    "one more drink and i'll be asleep",
    "lie in tomorrow, you've earned it",
  ]),
  ...group("ok", "flirting", [
    "i'd love to see more of your photography",
    "i noticed your smile first",
    "your laugh is contagious",
    "i booked us a table for saturday",
    "i'll be gentle when i beat you at darts",
  ]),
  ...group("ok", "boundaries", [
    "i'm not coming to your hotel, let's meet downstairs",
    "please don't ask me to strip on camera, no",
    "i don't want to sit on your lap, that's weird",
    "don't send me pics like that please",
  ]),
];
