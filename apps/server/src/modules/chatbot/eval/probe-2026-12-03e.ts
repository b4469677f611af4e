import type { HeldOutCase } from "./held-out";

/**
 * A fifth tuning probe, written on 2026-12-03 at about 09:05–09:10 UTC, before any change of round 31, without opening
 * either untouched set: questions as new daters type them. Short asks ("pics wont upload"), situations told
 * rather than a feature named ("someone on here asked me to send money"), typos and slang, no punctuation,
 * "not/don't/never" inside the question, spread over as many features as possible; about 11% out of scope.
 * Half A is tuned on (it sits in sets.ts like the other probes); half B is blind: it is in no set and is scored
 * once, at the end of round 31, with `npm run eval:assistant -- --probe-e-blind`.
 * First score, before any change of round 31: half A 34/45 (75.6%), out of scope 5/5 (tuned total 1003/1058).
 * Three lines were found to be knowledge-base phrasings word for word (the held-out test forbids it) and were
 * reworded the same hour, before half B was ever scored: "who liked me" (A), "who fits me best" and
 * "bookmark a profile" (B).
 * After round 31: half A 44/45 (tuned on; tuned total 1030/1058, out of scope 112/112). Half B scored once, blind,
 * at 10:22 UTC: 30/45 (66.7%), out of scope 5/5. Half B has been seen now: it is blind no longer.
 */
export const PROBE_2026_12_03E_A: readonly HeldOutCase[] = [
  { question: "how do i get rid of someone from my matches", expect: ["unmatch"] },
  { question: "pics wont upload", expect: ["photos"] },
  { question: "whats my percent with jake mean", expect: ["my-score-with"] },
  { question: "i keep getting ppl 100 miles away", expect: ["widened-results", "distance-radius"] },
  { question: "cant log in", expect: ["login-code"] },
  { question: "how do i say no to a date without being rude", expect: ["respond-invite"] },
  { question: "i only want to date women", expect: ["interested-in"] },
  { question: "how do i make people older than 30 show up", expect: ["age-range"] },
  { question: "what if i swipe left by accident", expect: ["change-answer"] },
  { question: "is there a way to see who viewed me", expect: ["insights"] },
  { question: "is open the same as want", expect: ["four-answers"] },
  { question: "she never answered my date invite", expect: ["date-status", "my-dates"] },
  { question: "can he see my drug stuff", expect: ["private-details"] },
  { question: "app thinks im in a different town", expect: ["location"] },
  { question: "how do i make my profile stand out", expect: ["edit-profile", "be-found", "more-matches"] },
  { question: "someone on here asked me to send money", expect: ["report"] },
  { question: "gonna be in nyc next week want to meet ppl there", expect: ["travel-mode"] },
  { question: "how r matches picked", expect: ["matching-how"] },
  { question: "dont want any notifications at night", expect: ["notifications"] },
  { question: "why did my msg get stopped", expect: ["message-flagged"] },
  { question: "want a break but not lose my matches", expect: ["pause-account", "accepting-matches", "visibility"] },
  { question: "how do i know hes real", expect: ["verification", "report"] },
  { question: "what happens to my chats if i delete my account", expect: ["delete-account"] },
  { question: "can i talk to someone i blocked again", expect: ["unblock"] },
  { question: "who has liked me so far", expect: ["pending-request"] },
  { question: "how do i leave feedback about my date", expect: ["reviews"] },
  { question: "my friend wants to know when my date is over", expect: ["check-in", "share-date"] },
  { question: "whats the point of this app", expect: ["what-is-down"] },
  { question: "changed my pic but ppl still see the old one", expect: ["photo-under-review", "photos"] },
  { question: "i want him to stop texting me", expect: ["block", "report"] },
  { question: "does she know i opened her msg", expect: ["read-receipts"] },
  { question: "whats the heart button", expect: ["favorites"] },
  { question: "how do i sort by score", expect: ["nearest-vs-best"] },
  { question: "it wont let me send more requests", expect: ["your-turn"] },
  { question: "is it safe to go to his place on the first date", expect: ["meet-safely"] },
  { question: "what do we both like", expect: ["match-details"] },
  { question: "first date next week where do i see it", expect: ["my-upcoming-dates", "my-dates"] },
  { question: "his profile disappeared", expect: ["profile-unavailable"] },
  { question: "can matches see my number", expect: ["what-others-see"] },
  { question: "do i need to be 18", expect: ["age-requirement"] },
  // Out of scope.
  { question: "whats a good gift for a third date", expect: null },
  { question: "whats the capital of australia", expect: null },
  { question: "write me a poem for my girlfriend", expect: null },
  { question: "will i find love this year", expect: null },
  { question: "can you book me a table for 2 at 8", expect: null },
];

/** The blind half: never tuned on, never looked at line by line before its one score at the end of round 31. */
export const PROBE_2026_12_03E_B: readonly HeldOutCase[] = [
  { question: "change pfp", expect: ["photos"] },
  { question: "how come i cant see anyone new", expect: ["why-no-one", "no-results"] },
  { question: "why do ppl so far away show up", expect: ["widened-results"] },
  { question: "can i cancel a date i already said yes to", expect: ["respond-invite"] },
  { question: "i want to see both guys and girls", expect: ["interested-in"] },
  { question: "he keeps sending me gross stuff", expect: ["report", "block"] },
  { question: "accidentally said never to something i actually want", expect: ["change-answer"] },
  { question: "who looked at my profile", expect: ["insights"] },
  { question: "done this vs want this??", expect: ["four-answers"] },
  { question: "it wont give me any more questions", expect: ["no-more-questions"] },
  { question: "is the disability stuff on my profile public", expect: ["private-details"] },
  { question: "the miles on his profile are wrong", expect: ["distance"] },
  { question: "i think this guy is catfishing me", expect: ["report", "verification"] },
  { question: "visiting family in chicago can i see people there", expect: ["travel-mode"] },
  { question: "is a hang date an actual date", expect: ["date-types"] },
  { question: "why did it ask if im sure before sending", expect: ["message-flagged"] },
  { question: "i dont want to be seen for a while", expect: ["visibility", "pause-account"] },
  { question: "how do i prove im real", expect: ["verification"] },
  { question: "did anyone send me a request", expect: ["pending-request"] },
  { question: "our match is only 30 percent is that bad", expect: ["score-higher-better", "my-score-with"] },
  { question: "how do i write a review for him", expect: ["reviews"] },
  { question: "what r the stars next to her name", expect: ["ratings"] },
  { question: "add date to iphone calendar", expect: ["calendar"] },
  { question: "new phone number how do i keep my account", expect: ["login-code"] },
  { question: "what even is down", expect: ["what-is-down"] },
  { question: "how much have i swiped", expect: ["my-answer-count"] },
  { question: "which guy is the best fit for me", expect: ["my-best-match"] },
  { question: "i matched now what", expect: ["messaging", "mutual-match", "first-message"] },
  { question: "my eyes hurt at night the app is so bright", expect: ["dark-mode"] },
  { question: "logging out how", expect: ["logout"] },
  { question: "can i bookmark this guy for later", expect: ["favorites"] },
  { question: "only show me ppl between 25 and 35", expect: ["age-range"] },
  { question: "do i have a date this weekend", expect: ["my-upcoming-dates"] },
  { question: "how do i show i speak spanish on my profile", expect: ["interests"] },
  { question: "can i see my profile the way he sees it", expect: ["public-preview"] },
  { question: "where can i read the rules", expect: ["terms"] },
  { question: "who do i email if the app is broken", expect: ["feedback-contact"] },
  { question: "ask her out on a date in the app", expect: ["invite-date"] },
  { question: "does down sell my info to advertisers", expect: ["data-privacy"] },
  { question: "can he find my house", expect: ["location-privacy"] },
  // Out of scope.
  { question: "what outfit for a first date", expect: null },
  { question: "should i move in with my boyfriend", expect: null },
  { question: "whats 15% of 80", expect: null },
  { question: "say something funny", expect: null },
  { question: "recommend a movie for date night", expect: null },
];
