import type { HeldOutCase } from "./held-out";

/**
 * SECOND UNTOUCHED SET (issue 27): do not tune against these questions, do not read them item by item.
 *
 * Written in one sitting on 2026-11-27, before any of issue 27's changes to LOVE, by someone who had not read
 * the knowledge base's phrasings: the way people ask a dating app's help centre (short, misspelt, indirect,
 * several per feature), with questions about the asker's own data and 15 % out of scope. Intents that issue
 * 27 adds (the asker's best and nearest match, what a score with a named person means, why nobody shows up,
 * what waits on them, how to be found by more people, a match who does not reply, pausing the account) are
 * named here by the ids that work will give them: `my-best-match`, `my-nearest-match`, `my-score-with`,
 * `why-no-one`, `waiting-on-me`, `be-found`, `not-replying`, `pause-account`.
 *
 * Its first score, before issue 27's changes, is printed first by `npm run eval:assistant` and written in
 * the commit that added this file (126/171 = 73.7 %). Until issue 27 landed it was reported, not held to the
 * targets; since 2026-12-03 (154/171 = 90.1 %) eval:assistant exits 1 when it falls below them. A later set
 * replaces it once anyone has looked at its misses.
 *
 * `expect` lists every intent that would be a right answer; null means LOVE must give the fallback.
 */
export const UNTOUCHED_2026_11_27: readonly HeldOutCase[] = [
  // about me: best and nearest match, a score with someone
  { question: "who is my best match", expect: ["my-best-match"] },
  { question: "whos my top match rn", expect: ["my-best-match"] },
  { question: "which person am i most compatible with", expect: ["my-best-match"] },
  { question: "show me the person with my highest score", expect: ["my-best-match"] },
  { question: "who's closest to me", expect: ["my-nearest-match"] },
  { question: "nearest person to me on here?", expect: ["my-nearest-match"] },
  { question: "who lives closest", expect: ["my-nearest-match"] },
  { question: "what does my 11% with phoenix mean", expect: ["my-score-with"] },
  { question: "why is my score with jordan so low", expect: ["my-score-with"] },
  { question: "why do me and sam have 72 percent", expect: ["my-score-with"] },
  { question: "what do i have in common with riley", expect: ["my-score-with"] },
  { question: "how compatible am i with alex", expect: ["my-score-with"] },

  // about me: why nobody shows up, what waits on me, being found
  { question: "how come i cant see anybody", expect: ["why-no-one", "no-results"] },
  { question: "my results are empty??", expect: ["why-no-one", "no-results"] },
  { question: "theres literally nobody showing up", expect: ["why-no-one", "no-results"] },
  { question: "why does it say 0 people", expect: ["why-no-one", "no-results"] },
  { question: "what am i waiting on", expect: ["waiting-on-me"] },
  { question: "do i have anything to reply to", expect: ["waiting-on-me"] },
  { question: "anything i need to do", expect: ["waiting-on-me"] },
  { question: "who is waiting for my answer", expect: ["waiting-on-me", "your-turn"] },
  { question: "any date invites for me", expect: ["waiting-on-me", "my-upcoming-dates"] },
  { question: "how do more people find me", expect: ["be-found", "more-matches"] },
  { question: "what's missing from my profile", expect: ["be-found"] },
  { question: "how can i show up for more people", expect: ["be-found", "more-matches"] },
  { question: "is my profile complete", expect: ["be-found"] },

  // about me: the numbers LOVE already knows
  { question: "how many matches have i got", expect: ["my-match-count"] },
  { question: "how many ppl matched with me", expect: ["my-match-count"] },
  { question: "whats my average score", expect: ["my-down-score"] },
  { question: "whos the last person i matched", expect: ["my-last-match"] },
  { question: "when's my date again", expect: ["my-upcoming-dates"] },
  { question: "how many statements have i answered so far", expect: ["my-answer-count"] },
  { question: "what topics do i still have left", expect: ["my-categories-left"] },

  // matching and scores
  { question: "how does the app pick who i see", expect: ["matching-how"] },
  { question: "is it random who shows up", expect: ["matching-how"] },
  { question: "what is a down score", expect: ["down-score"] },
  { question: "what do the percentages mean", expect: ["down-score"] },
  { question: "is 90 good or bad", expect: ["score-higher-better"] },
  { question: "low score = bad match?", expect: ["score-higher-better"] },
  { question: "i never get matches what am i doing wrong", expect: ["more-matches"] },
  { question: "tips for getting more likes", expect: ["more-matches"] },

  // questions and swiping
  { question: "what does O stand for", expect: ["four-answers"] },
  { question: "difference between open and want?", expect: ["four-answers"] },
  { question: "what if i never want to do something", expect: ["four-answers"] },
  { question: "swipe up does what", expect: ["swipe-directions"] },
  { question: "which direction is done", expect: ["swipe-directions"] },
  { question: "what categories can i pick", expect: ["categories"] },
  { question: "list the topics", expect: ["categories"] },
  { question: "how long is each round", expect: ["twenty-questions"] },
  { question: "can i redo an answer", expect: ["change-answer"] },
  { question: "accidentally swiped wrong", expect: ["change-answer"] },
  { question: "i finished all the questions in adventure now what", expect: ["no-more-questions"] },
  { question: "do my sex answers show to everyone", expect: ["intimacy-answers"] },
  { question: "who can see my intimacy answers", expect: ["intimacy-answers"] },

  // results and distance
  { question: "where do i see my results", expect: ["results"] },
  { question: "how far away is this person", expect: ["distance"] },
  { question: "best match vs nearest whats the difference", expect: ["nearest-vs-best"] },
  { question: "sort by distance?", expect: ["nearest-vs-best"] },
  { question: "search further away", expect: ["distance-radius"] },
  { question: "how do i change the miles", expect: ["distance-radius"] },
  { question: "set my radius to 100", expect: ["distance-radius"] },

  // match requests, likes, matches
  { question: "how do i show someone im interested", expect: ["match-request"] },
  { question: "how to send a request", expect: ["match-request"] },
  { question: "what happens when we both like each other", expect: ["mutual-match"] },
  { question: "what's a mutual match", expect: ["mutual-match"] },
  { question: "cant find my matches list", expect: ["see-matches"] },
  { question: "did anyone like me yet", expect: ["pending-request", "see-matches"] },
  { question: "i sent a request but nothing happened", expect: ["pending-request"] },
  { question: "how long do requests take", expect: ["pending-request"] },
  { question: "why cant i send more requests", expect: ["your-turn"] },
  { question: "it says its my turn what does that mean", expect: ["your-turn"] },
  { question: "unmatch someone", expect: ["unmatch"] },
  { question: "how do i get rid of a match", expect: ["unmatch"] },
  { question: "what happens if i unmatch", expect: ["unmatch"] },

  // messaging
  { question: "how do i text my match", expect: ["messaging"] },
  { question: "where is the chat", expect: ["messaging"] },
  { question: "can i message without matching", expect: ["messaging"] },
  { question: "what should my first message be", expect: ["first-message"] },
  { question: "good openers?", expect: ["first-message"] },
  { question: "how do custom questions work", expect: ["custom-questions"] },
  { question: "ask them a question in chat", expect: ["custom-questions"] },
  { question: "my match isnt replying what should i do", expect: ["not-replying"] },
  { question: "she hasnt answered in 3 days", expect: ["not-replying"] },
  { question: "he left me on read", expect: ["not-replying"] },
  { question: "why did it ask are you sure before sending", expect: ["message-flagged"] },
  { question: "why did my msg get flagged", expect: ["message-flagged"] },

  // dates
  { question: "how do i ask someone out", expect: ["invite-date"] },
  { question: "invite my match to dinner", expect: ["invite-date"] },
  { question: "what kinds of dates are there", expect: ["date-types"] },
  { question: "what's a play date", expect: ["date-types"] },
  { question: "where do i find dates i planned", expect: ["my-dates"] },
  { question: "see upcoming dates", expect: ["my-dates", "my-upcoming-dates"] },
  { question: "how do i say yes to a date", expect: ["respond-invite"] },
  { question: "can i suggest another time", expect: ["respond-invite"] },
  { question: "how to review my date after", expect: ["reviews"] },
  { question: "where can i see reviews about me", expect: ["reviews", "ratings"] },
  { question: "what does my star rating mean", expect: ["ratings"] },
  { question: "is it safe to meet up", expect: ["meet-safely"] },
  { question: "safety tips before meeting", expect: ["meet-safely"] },
  { question: "send my date info to my sister", expect: ["share-date"] },
  { question: "can someone track my date", expect: ["share-date", "check-in"] },
  { question: "what if i dont press im ok", expect: ["check-in"] },

  // profile and photos
  { question: "edit my bio", expect: ["edit-profile"] },
  { question: "change my job on my profile", expect: ["edit-profile"] },
  { question: "how do i add pics", expect: ["photos"] },
  { question: "make a different photo my main one", expect: ["photos"] },
  { question: "why does my photo say checking", expect: ["photo-under-review"] },
  { question: "my pic is under review why", expect: ["photo-under-review"] },
  { question: "see my profile like others do", expect: ["public-preview"] },
  { question: "add hobbies", expect: ["interests"] },
  { question: "i want to see only women", expect: ["interested-in"] },
  { question: "change who im interested in", expect: ["interested-in"] },

  // settings, location, notifications
  { question: "how do i change my city", expect: ["location", "travel-mode"] },
  { question: "im travelling can i match in another city", expect: ["travel-mode"] },
  { question: "hide me from search", expect: ["visibility"] },
  { question: "stop people finding me for a while", expect: ["visibility", "pause-account"] },
  { question: "take a break from dating", expect: ["pause-account", "visibility"] },
  { question: "pause my account", expect: ["pause-account"] },
  { question: "stop getting new requests", expect: ["accepting-matches"] },
  { question: "dark theme", expect: ["dark-mode"] },
  { question: "turn off the notifications", expect: ["notifications"] },
  { question: "why am i not getting notified", expect: ["notifications"] },

  // safety and privacy
  { question: "block a creep", expect: ["block"] },
  { question: "how do i stop someone contacting me", expect: ["block"] },
  { question: "report a fake profile", expect: ["report"] },
  { question: "someone asked me for money", expect: ["report", "message-flagged"] },
  { question: "undo a block", expect: ["unblock"] },
  { question: "can people see where i live", expect: ["location-privacy"] },
  { question: "do you show my exact location", expect: ["location-privacy"] },
  { question: "can matches see my phone number", expect: ["what-others-see"] },
  { question: "what do other people see about me", expect: ["what-others-see", "public-preview"] },
  { question: "do you sell my data", expect: ["data-privacy"] },
  { question: "download everything you have on me", expect: ["data-privacy"] },

  // account and sign-in
  { question: "delete my account", expect: ["delete-account"] },
  { question: "how do i remove my profile for good", expect: ["delete-account"] },
  { question: "sign out", expect: ["logout"] },
  { question: "i didnt get the code", expect: ["login-code"] },
  { question: "code not working", expect: ["login-code"] },
  { question: "how old do u have to be", expect: ["age-requirement"] },
  { question: "i want to complain", expect: ["feedback-contact"] },
  { question: "how do i reach a real person at down", expect: ["feedback-contact"] },

  // the app and LOVE
  { question: "what is this app even", expect: ["what-is-down"] },
  { question: "new here where do i start", expect: ["getting-started"] },
  { question: "what can you help with", expect: ["what-can-love-do"] },
  { question: "whats the insights page for", expect: ["insights"] },
  { question: "what's on the dashboard", expect: ["dashboard"] },
  { question: "hiii love", expect: ["greeting"] },
  { question: "ty!!", expect: ["thanks"] },

  // out of scope: LOVE must say it does not know
  { question: "what's the weather in nashville", expect: null },
  { question: "recommend a restaurant for tonight", expect: null },
  { question: "write me a poem", expect: null },
  { question: "who won the game last night", expect: null },
  { question: "what's 17 times 23", expect: null },
  { question: "translate hello to spanish", expect: null },
  { question: "is tinder better than this", expect: null },
  { question: "what time is it in tokyo", expect: null },
  { question: "tell me a joke", expect: null },
  { question: "how do i fix my wifi", expect: null },
  { question: "what should i wear to a wedding", expect: null },
  { question: "can you do my homework", expect: null },
  { question: "whats the capital of australia", expect: null },
  { question: "how much is bitcoin", expect: null },
  { question: "book me an uber", expect: null },
  { question: "what movie should i watch", expect: null },
  { question: "how do i lose weight", expect: null },
  { question: "order flowers for my mom", expect: null },
  { question: "who is the president", expect: null },
  { question: "play some music", expect: null },
  { question: "how do i cook rice", expect: null },
  { question: "whats your favorite color", expect: null },
  { question: "help me with my taxes", expect: null },
  { question: "find me a plumber", expect: null },
];
