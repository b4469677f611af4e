import { group } from "./group";

/**
 * TRAINING CORPUS, ordinary talk with the scam side's words (scam round f, 2026-12-02 18:46 UTC): people
 * talking ABOUT apps, bills, banks, fees, gift cards and crypto (their past, habits, other people, opinions,
 * questions about which app someone likes) with no ask that the reader move or pay. The model reads words
 * anywhere in a line, so "whatsapp" or "fee" alone taught it scam; these lines teach it that naming an app
 * or a cost is not an ask. Written apart from the probes and everyday.ts.
 */
export const CORPUS_ORDINARY_SCAM_TALK = [
  ...group("ok", "apps-talk", [
    "do you use telegram or whatsapp more where you live",
    "whatsapp vs imessage is the real culture war",
    "i switched to signal last year because of the privacy stuff",
    "my family only talks on whatsapp, the group chat never sleeps",
    "is snapchat still a thing or am i old",
    "i muted every group chat on telegram except my brother's",
    "my grandpa sends good morning pictures on whatsapp every single day",
    "kik was so popular when i was in middle school",
    "i only keep instagram for the cooking videos",
    "which messaging app do people use in your country?",
    "my boss adds me to a new whatsapp group every week",
    "i got a new phone and lost all my whatsapp chats, rip",
    "my best friend moved abroad so we facetime on sundays",
    "discord is where my gaming friends live",
    "i've never even downloaded telegram honestly",
  ]),
  ...group("ok", "money-talk", [
    "my bank charged me a fee for using the wrong atm, robbery",
    "the electricity bill this month was brutal",
    "paid off my phone bill finally, feels good",
    "my card got flagged for fraud when i bought plane tickets lol",
    "my roommate pays the internet and i pay the water",
    "i send my parents a bit every month, they helped me a lot",
    "my landlord raised the rent again, might have to move",
    "customs fees on my online order were more than the shoes",
    "my brother borrowed my car and returned it with no gas, classic",
    "i have to pay my tuition by friday, stressful week",
    "my sister works at western union, she has wild stories",
    "i paid a late fee on my library book, i'm a menace",
    "overdraft fees should be illegal honestly",
  ]),
  ...group("ok", "gift-card", [
    "my coworkers got me a visa gift card for my birthday, so sweet",
    "i still have an itunes card from like 2014 somewhere",
    "my kid spent his whole steam card on one game",
    "gift cards for teachers are the easiest present",
  ]),
  ...group("ok", "crypto", [
    "my friend keeps talking about ethereum at every party",
    "i watched a documentary about a crypto scam, wild stuff",
    "my dad thinks bitcoin is a pyramid scheme",
    "i have like 20 dollars in crypto i forgot about",
  ]),
];
