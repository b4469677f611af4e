/**
 * Held-out questions for `npm run eval:assistant`. Written apart from the knowledge base, the way new
 * people actually type (typos, slang, run-on sentences, two-word questions), and never copied into it:
 * the evaluation is only honest while the matcher has not seen these.
 *
 * `expect` lists the intents that answer the question correctly (usually one); null means the question
 * is outside what LOVE knows and must get the fallback.
 */
export interface HeldOutCase {
  question: string;
  expect: readonly string[] | null;
}

/**
 * A second set, written after the first round of tuning on the first (which took it from 68.9% to about
 * 97% while the second scored 69%): the gap showed the tuning had been too narrow, and the knowledge base
 * was broadened in general (more phrasings per intent, synonyms, rarity-weighted coverage) instead.
 */
export const SECOND_HELD_OUT: readonly HeldOutCase[] = [
  { question: "how does the compatibility % work", expect: ["down-score"] },
  { question: "why do i only get like 3 matches", expect: ["more-matches"] },
  { question: "what happens if i swipe right", expect: ["swipe-directions"] },
  { question: "what does D mean on a card", expect: ["four-answers"] },
  { question: "how many categorys r there", expect: ["categories"] },
  { question: "is there a travel category", expect: ["categories"] },
  { question: "im out of questions in food", expect: ["no-more-questions"] },
  { question: "how close is the person on my results", expect: ["distance"] },
  { question: "why cant i find anyone", expect: ["no-results"] },
  { question: "sending someone a match request how", expect: ["match-request"] },
  { question: "where did my matches go", expect: ["see-matches"] },
  { question: "can i message people i havent matched with", expect: ["messaging"] },
  { question: "ask my date a custom question", expect: ["custom-questions"] },
  { question: "what do i say to start a convo", expect: ["first-message"] },
  { question: "whats the difference between a romantic and a play date", expect: ["date-types"] },
  { question: "how do i turn down a date request", expect: ["respond-invite"] },
  { question: "can i rate my date", expect: ["reviews", "ratings"] },
  { question: "first date tips for staying safe", expect: ["meet-safely"] },
  { question: "change profile pic", expect: ["photos"] },
  { question: "update my age", expect: ["edit-profile"] },
  { question: "increase my search radius", expect: ["distance-radius"] },
  { question: "use my phone's gps", expect: ["location"] },
  { question: "hide me from everyone", expect: ["visibility"] },
  { question: "notifications arent working", expect: ["notifications"] },
  { question: "block this guy", expect: ["block"] },
  { question: "someone sent me nudes i didnt ask for", expect: ["report"] },
  { question: "can anyone see where i am exactly", expect: ["location-privacy"] },
  { question: "close my account forever", expect: ["delete-account"] },
  { question: "sign out", expect: ["logout"] },
  { question: "how many people matched with me", expect: ["my-match-count"] },
  { question: "what score do i have", expect: ["my-down-score"] },
  { question: "when's my next date", expect: ["my-upcoming-dates"] },
  { question: "which topics havent i answered", expect: ["my-categories-left"] },
  { question: "what's the meaning of life", expect: null },
  { question: "play some music", expect: null },
  { question: "how tall is the eiffel tower", expect: null },
];

export const FIRST_HELD_OUT: readonly HeldOutCase[] = [
  // matching
  { question: "how does this app decide who i see", expect: ["matching-how"] },
  { question: "explain the matching thing to me like im 5", expect: ["matching-how"] },
  { question: "hw does matchng work", expect: ["matching-how"] },
  { question: "whats a down score", expect: ["down-score"] },
  { question: "how do u calculate the compatability percentage between me and another user", expect: ["down-score"] },
  { question: "is a low percent bad", expect: ["score-higher-better"] },
  { question: "is 85% good??", expect: ["score-higher-better"] },
  { question: "no one is matching with me, what am i doing wrong", expect: ["more-matches"] },
  { question: "any tips for getting more matches", expect: ["more-matches"] },

  // questions and swiping
  { question: "what does the W mean", expect: ["four-answers"] },
  { question: "open vs want whats the diff", expect: ["four-answers"] },
  { question: "which direction is never", expect: ["swipe-directions"] },
  { question: "swipe up means what", expect: ["swipe-directions"] },
  { question: "how do i swip the cards", expect: ["swipe-directions"] },
  { question: "list all the categorys", expect: ["categories"] },
  { question: "what categories can i pick from", expect: ["categories"] },
  { question: "how many qs per category", expect: ["twenty-questions"] },
  { question: "oops i answered wrong can i fix it", expect: ["change-answer"] },
  { question: "accidentally swiped left on a question", expect: ["change-answer"] },
  { question: "it keeps saying no more questions", expect: ["no-more-questions"] },
  { question: "can my matches see my sex answers", expect: ["intimacy-answers"] },

  // results
  { question: "where do i find ppl near me", expect: ["results"] },
  { question: "how do they work out how far someone is", expect: ["distance"] },
  { question: "why does everyone say less than a mile", expect: ["distance"] },
  { question: "nearest or best match which is better", expect: ["nearest-vs-best"] },
  { question: "sort results by score", expect: ["nearest-vs-best"] },
  { question: "my results page is empty", expect: ["no-results"] },
  { question: "0 search results why", expect: ["no-results"] },

  // connections
  { question: "how do i send a request to match", expect: ["match-request"] },
  { question: "how to like a profile", expect: ["match-request"] },
  { question: "it said its a match, now what", expect: ["mutual-match"] },
  { question: "where can i see everyone i matched with", expect: ["see-matches"] },
  { question: "how can i tell if someone wants to match me", expect: ["pending-request"] },
  { question: "unmatch", expect: ["unmatch"] },
  { question: "how do i get rid of a match i dont like anymore", expect: ["unmatch"] },

  // messaging
  { question: "how do i text my match", expect: ["messaging"] },
  { question: "where r my dms", expect: ["messaging"] },
  { question: "can i send my own question in a chat", expect: ["custom-questions"] },
  { question: "whats question mode in messages", expect: ["custom-questions"] },
  { question: "what should my first msg be", expect: ["first-message"] },
  { question: "good opener ideas?", expect: ["first-message"] },

  // dates
  { question: "how do i ask someone out", expect: ["invite-date"] },
  { question: "how can i invite my match on a date", expect: ["invite-date"] },
  { question: "invite to a date how", expect: ["invite-date"] },
  { question: "what kinds of dates are there", expect: ["date-types"] },
  { question: "what is a hang date", expect: ["date-types"] },
  { question: "where do i see my upcoming and past dates", expect: ["my-dates", "my-upcoming-dates"] },
  { question: "how do i accept an invite someone sent me", expect: ["respond-invite"] },
  { question: "how do i write a review after a date", expect: ["reviews"] },
  { question: "how are star ratings worked out", expect: ["ratings"] },
  { question: "is it safe to meet up with someone from here", expect: ["meet-safely"] },
  { question: "safety tips for meeting irl", expect: ["meet-safely"] },

  // profile
  { question: "can i redo the bio bit of my profile", expect: ["edit-profile"] },
  { question: "edit profile", expect: ["edit-profile"] },
  { question: "how to upload a pic", expect: ["photos"] },
  { question: "delete a photo from my profile", expect: ["photos"] },
  { question: "see my profile the way others see it", expect: ["public-preview"] },
  { question: "how do i add hobbies to my profile", expect: ["interests"] },

  // settings
  { question: "how do i change the max distance", expect: ["distance-radius"] },
  { question: "show me people farther away", expect: ["distance-radius"] },
  { question: "my location is showing the wrong city", expect: ["location"] },
  { question: "can i look for matches in a city im visiting", expect: ["travel-mode"] },
  { question: "i dont want to show up in search", expect: ["visibility"] },
  { question: "i need a break from new match requests", expect: ["accepting-matches"] },
  { question: "i only want to see men", expect: ["interested-in"] },
  { question: "darkmode?", expect: ["dark-mode"] },

  // notifications
  { question: "turn off push notifs", expect: ["notifications"] },
  { question: "what is the red dot on the bell", expect: ["notifications"] },

  // safety
  { question: "how to block a user", expect: ["block"] },
  { question: "someone keeps messaging me and i want it to stop", expect: ["block"] },
  { question: "i think this profile is a catfish", expect: ["report"] },
  { question: "report a scam account", expect: ["report"] },
  { question: "undo a block", expect: ["unblock"] },

  // privacy
  { question: "can people see my phone number", expect: ["what-others-see"] },
  { question: "can someone find my exact address through the app", expect: ["location-privacy"] },
  { question: "do you guys sell my data", expect: ["data-privacy"] },

  // account
  { question: "how do i delete my acount", expect: ["delete-account"] },
  { question: "i want to delete everything and leave", expect: ["delete-account"] },
  { question: "how do i log out of the app", expect: ["logout"] },
  { question: "my verification code never came", expect: ["login-code"] },
  { question: "do you have to be 18", expect: ["age-requirement"] },
  { question: "how do i report a bug to you", expect: ["feedback-contact"] },

  // the app and LOVE
  { question: "what is down even", expect: ["what-is-down"] },
  { question: "im new, where should i begin", expect: ["getting-started"] },
  { question: "what stuff can you help me with", expect: ["what-can-love-do"] },
  { question: "heyy", expect: ["greeting"] },
  { question: "thank u so much", expect: ["thanks"] },

  // own data
  { question: "how many matches have i got", expect: ["my-match-count"] },
  { question: "number of matches i have", expect: ["my-match-count"] },
  { question: "whats my score", expect: ["my-down-score"] },
  { question: "who's my latest match", expect: ["my-last-match"] },
  { question: "who was the last person i matched", expect: ["my-last-match"] },
  { question: "any dates coming up for me?", expect: ["my-upcoming-dates"] },
  { question: "do i have a date soon", expect: ["my-upcoming-dates"] },
  { question: "how many questions did i answer so far", expect: ["my-answer-count"] },
  { question: "what categories have i not done yet", expect: ["my-categories-left"] },

  // out of scope: the fallback, never a guess
  { question: "what's the weather like in Nashville tomorrow", expect: null },
  { question: "write me a poem about the ocean", expect: null },
  { question: "who won the super bowl", expect: null },
  { question: "what is 17 times 23", expect: null },
  { question: "recommend a good pizza place", expect: null },
  { question: "how do i fix my car battery", expect: null },
  { question: "translate hello into french", expect: null },
  { question: "what's the capital of australia", expect: null },
  { question: "can you book me a flight to denver", expect: null },
  { question: "tell me a joke", expect: null },
];
