import type { HeldOutCase } from "./held-out";

/**
 * UNTOUCHED SET: do not tune against these questions.
 *
 * Written in one sitting, before the fifth round of matcher work, as the everyday questions a new user
 * types (typos, slang, two-word and run-on questions), and scored once before any change: 86/108 = 79.6%
 * (10/10 out of scope on the fallback), looked at only as totals per group. The rounds
 * after it were driven by the misses in the older sets and by general vocabulary, never by an item here:
 * no sentence of this set may be copied or paraphrased into the knowledge base or the synonym list. When
 * it has been looked at item by item for tuning, it stops being untouched: move it into the tuned sets
 * and write a fresh one.
 *
 * One item ("hello!") was replaced after the first score because it was, letter for letter, a knowledge-base
 * phrasing ("Hello"), which the eval test forbids; the first score above counts the original.
 *
 * `expect` lists every intent that would be a right answer; null means LOVE must give the fallback.
 */
export const UNTOUCHED_HELD_OUT: readonly HeldOutCase[] = [
  // matching
  { question: "how does down decide who to show me", expect: ["matching-how"] },
  { question: "how r matches found", expect: ["matching-how"] },
  { question: "what is the algorithm based on", expect: ["matching-how", "down-score"] },
  { question: "what does the % on someones card mean", expect: ["down-score"] },
  { question: "how do u guys calculate the down score", expect: ["down-score"] },
  { question: "is 30% bad", expect: ["score-higher-better"] },
  { question: "is a higher down score better", expect: ["score-higher-better"] },
  { question: "nobody likes me back, any advice", expect: ["more-matches"] },
  { question: "how can i get more people to match with me", expect: ["more-matches"] },

  // questions and swiping
  { question: "what do the 4 buttons mean", expect: ["four-answers"] },
  { question: "whats the difference between done and want", expect: ["four-answers"] },
  { question: "what does N mean", expect: ["four-answers"] },
  { question: "which way do i swipe for want", expect: ["swipe-directions"] },
  { question: "swiping left means what", expect: ["swipe-directions"] },
  { question: "what topics are there", expect: ["categories"] },
  { question: "how many questions do i get per topic", expect: ["twenty-questions"] },
  { question: "i picked the wrong option on a question, can i change it", expect: ["change-answer"] },
  { question: "i messed up an answer", expect: ["change-answer"] },
  { question: "there are no more questions for me in travel", expect: ["no-more-questions"] },
  { question: "will people see what i said about sex stuff", expect: ["intimacy-answers"] },

  // results
  { question: "where can i see people who answered like me", expect: ["results"] },
  { question: "how do i browse ppl", expect: ["results"] },
  { question: "how far away is this person", expect: ["distance"] },
  { question: "is the distance in miles or km", expect: ["distance"] },
  { question: "can i sort by compatability instead of distance", expect: ["nearest-vs-best"] },
  { question: "why is nobody showing up", expect: ["no-results"] },
  { question: "results are empty", expect: ["no-results"] },

  // connections
  { question: "how do i send a like", expect: ["match-request"] },
  { question: "how do i request to match with her", expect: ["match-request"] },
  { question: "we both liked each other what happens now", expect: ["mutual-match"] },
  { question: "where do i find my matches list", expect: ["see-matches"] },
  { question: "can i see who requested me", expect: ["pending-request"] },
  { question: "did she get my request", expect: ["pending-request"] },
  { question: "how do i unmatch with someone", expect: ["unmatch"] },
  { question: "dont want to be matched with him anymore", expect: ["unmatch"] },

  // messaging
  { question: "how do i msg my match", expect: ["messaging"] },
  { question: "where do i find my chats", expect: ["messaging"] },
  { question: "can i ask my match a question in the chat", expect: ["custom-questions"] },
  { question: "what should i text first", expect: ["first-message"] },
  { question: "need a good icebreaker", expect: ["first-message"] },

  // dates
  { question: "how do i ask her out on a date", expect: ["invite-date"] },
  { question: "send a date invitation", expect: ["invite-date"] },
  { question: "whats a play date", expect: ["date-types"] },
  { question: "what kind of dates can i invite to", expect: ["date-types"] },
  { question: "where are my dates listed", expect: ["my-dates", "my-upcoming-dates"] },
  { question: "how do i say yes to a date", expect: ["respond-invite"] },
  { question: "how do i decline a date invite", expect: ["respond-invite"] },
  { question: "can i leave a review for my date", expect: ["reviews", "ratings"] },
  { question: "what are the stars under a profile", expect: ["ratings"] },
  { question: "tips for meeting a match for the first time", expect: ["meet-safely"] },
  { question: "is it safe to meet someone irl", expect: ["meet-safely"] },

  // profile
  { question: "where can i write about myself", expect: ["edit-profile"] },
  { question: "change my age on my profile", expect: ["edit-profile"] },
  { question: "how do i add more pics", expect: ["photos"] },
  { question: "how do i set my main photo", expect: ["photos"] },
  { question: "how do other people see my profile", expect: ["public-preview", "what-others-see"] },
  { question: "add my hobbies", expect: ["interests"] },

  // settings
  { question: "how do i make the distance bigger", expect: ["distance-radius"] },
  { question: "set max distance 10 miles", expect: ["distance-radius"] },
  { question: "my location is out of date", expect: ["location"] },
  { question: "i moved to a new city how do i update", expect: ["location", "travel-mode"] },
  { question: "im going on holiday can i swipe on people there", expect: ["travel-mode"] },
  { question: "how do i hide my profile from strangers", expect: ["visibility"] },
  { question: "take a break from new matches", expect: ["accepting-matches", "visibility"] },
  { question: "show me only guys", expect: ["interested-in"] },
  { question: "is there a dark theme", expect: ["dark-mode"] },

  // notifications
  { question: "why am i not getting notifications", expect: ["notifications"] },
  { question: "turn off the notification sounds", expect: ["notifications"] },
  { question: "where do i see alerts", expect: ["notifications"] },

  // safety
  { question: "block him", expect: ["block"] },
  { question: "i want to stop someone from messaging me", expect: ["block"] },
  { question: "how do i report a creepy guy", expect: ["report"] },
  { question: "this account is fake", expect: ["report"] },
  { question: "unblock her", expect: ["unblock"] },

  // privacy
  { question: "can my matches see my number", expect: ["what-others-see"] },
  { question: "whats public on my profile", expect: ["what-others-see"] },
  { question: "does the app show my exact location", expect: ["location-privacy"] },
  { question: "what do you do with my info", expect: ["data-privacy"] },

  // account
  { question: "how to delete account", expect: ["delete-account"] },
  { question: "i want to quit the app for good", expect: ["delete-account"] },
  { question: "how to log out", expect: ["logout"] },
  { question: "login code not arriving", expect: ["login-code"] },
  { question: "can i use down if im 17", expect: ["age-requirement"] },
  { question: "how do i contact customer support", expect: ["feedback-contact"] },

  // the app and LOVE
  { question: "what is this app for", expect: ["what-is-down"] },
  { question: "just downloaded, what do i do first", expect: ["getting-started"] },
  { question: "what can you help with", expect: ["what-can-love-do"] },
  { question: "helloo, you there?", expect: ["greeting"] },
  { question: "thanks a bunch", expect: ["thanks"] },
  { question: "where can i see my stats", expect: ["insights"] },
  { question: "whats on the dash", expect: ["dashboard"] },

  // own data
  { question: "how many matches do i have rn", expect: ["my-match-count"] },
  { question: "how many ppl have matched with me so far", expect: ["my-match-count"] },
  { question: "tell me my down score", expect: ["my-down-score"] },
  { question: "who did i match with most recently", expect: ["my-last-match"] },
  { question: "have i got any dates lined up", expect: ["my-upcoming-dates"] },
  { question: "how many qs have i answered", expect: ["my-answer-count"] },
  { question: "what categories havent i tried", expect: ["my-categories-left"] },

  // out of scope: the fallback, never a guess
  { question: "whats the score of the lakers game", expect: null },
  { question: "how do i cook rice", expect: null },
  { question: "can you order me an uber", expect: null },
  { question: "what year did ww2 end", expect: null },
  { question: "recommend a movie for tonight", expect: null },
  { question: "is it going to rain today", expect: null },
  { question: "how do i get a job at google", expect: null },
  { question: "what's bitcoin worth", expect: null },
  { question: "help me with my math homework", expect: null },
  { question: "what should i name my dog", expect: null },
];
