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

/**
 * A third set, written blind after the second round: it scored 60.6% (20/33, all 3 out of scope on the
 * fallback) before the round of general vocabulary it prompted (happen as filler, near/closest/nearest,
 * sms/code, edit/update/redo as change, and a phrasing each for nine intents).
 */
export const THIRD_HELD_OUT: readonly HeldOutCase[] = [
  { question: "how is my down score with someone worked out", expect: ["down-score"] },
  { question: "what makes two people a good match here", expect: ["matching-how", "down-score"] },
  { question: "i keep swiping but nothing happens, which way do i swipe", expect: ["swipe-directions"] },
  { question: "what does open to this mean", expect: ["four-answers"] },
  { question: "can i do more than 20 questions in a category", expect: ["twenty-questions"] },
  { question: "how do i see results again", expect: ["results"] },
  { question: "why are people sorted by distance", expect: ["nearest-vs-best"] },
  { question: "someone i liked hasnt liked me back", expect: ["pending-request"] },
  { question: "how do i see my conversations", expect: ["messaging"] },
  { question: "what happens when i send a question in chat", expect: ["custom-questions"] },
  { question: "i got a date invite, how do i answer it", expect: ["respond-invite"] },
  { question: "what is the difference between hang and play", expect: ["date-types"] },
  { question: "where can i find old dates", expect: ["my-dates"] },
  { question: "how to leave a rating for someone", expect: ["reviews", "ratings"] },
  { question: "tips before a first meetup", expect: ["meet-safely"] },
  { question: "how do i put more pictures up", expect: ["photos"] },
  { question: "set distance to unlimited", expect: ["distance-radius"] },
  { question: "stop using my current location", expect: ["location", "travel-mode"] },
  { question: "pause my profile", expect: ["visibility", "accepting-matches"] },
  { question: "i want to see everyone not just women", expect: ["interested-in"] },
  { question: "how do i switch off the bell alerts", expect: ["notifications"] },
  { question: "this guy is creepy how do i get him away from me", expect: ["block", "report"] },
  { question: "who can see my answers to questions", expect: ["what-others-see", "intimacy-answers"] },
  { question: "permanently delete me", expect: ["delete-account"] },
  { question: "my sms code expired", expect: ["login-code"] },
  { question: "how many matches", expect: ["my-match-count"] },
  { question: "who is the most recent person i matched with", expect: ["my-last-match"] },
  { question: "have i got a date planned", expect: ["my-upcoming-dates"] },
  { question: "how many answers do i have so far", expect: ["my-answer-count"] },
  { question: "which categories are left for me to do", expect: ["my-categories-left"] },
  { question: "what time is it in tokyo", expect: null },
  { question: "give me a recipe for lasagna", expect: null },
  { question: "who is the president", expect: null },
];

/**
 * A fourth set, written blind after the third round and scored blind at 26/35 = 74.3% (3/3 out of scope
 * on the fallback) while the tuned sets stood at 90.3%. An audit then published its misses, and round five
 * used them, so it is a tuned set now; the untouched set (untouched.ts) took over its role.
 */
export const FOURTH_HELD_OUT: readonly HeldOutCase[] = [
  { question: "how do matches get picked for me", expect: ["matching-how"] },
  { question: "what does my percentage with her mean", expect: ["down-score"] },
  { question: "does 40% mean we're bad together", expect: ["score-higher-better"] },
  { question: "how do i get more ppl to like me", expect: ["more-matches"] },
  { question: "what's W stand for", expect: ["four-answers"] },
  { question: "swipe down = ?", expect: ["swipe-directions"] },
  { question: "what are all the question topics", expect: ["categories"] },
  { question: "i tapped the wrong answer", expect: ["change-answer"] },
  { question: "no questions left what now", expect: ["no-more-questions"] },
  { question: "where do i browse matches near me", expect: ["results"] },
  { question: "is distance exact or rounded", expect: ["distance", "location-privacy"] },
  { question: "how do i request a match", expect: ["match-request"] },
  { question: "whats a mutual match", expect: ["mutual-match"] },
  { question: "i want to end a match", expect: ["unmatch"] },
  { question: "how do i send someone a msg", expect: ["messaging"] },
  { question: "how do i ask my match something with D O W N answers", expect: ["custom-questions"] },
  { question: "best way to start chatting", expect: ["first-message", "messaging"] },
  { question: "ask a match on a date", expect: ["invite-date"] },
  { question: "romantic vs hang?", expect: ["date-types"] },
  { question: "where are my pending invites", expect: ["my-dates", "my-upcoming-dates"] },
  { question: "how do i leave feedback on a date", expect: ["reviews"] },
  { question: "how do i change my photos", expect: ["photos"] },
  { question: "change my search radius to 50 miles", expect: ["distance-radius"] },
  { question: "i'm going to chicago next week can i match there", expect: ["travel-mode"] },
  { question: "stop showing me to new people", expect: ["visibility", "accepting-matches"] },
  { question: "how do i get notified of new messages", expect: ["notifications"] },
  { question: "how to block someone from messaging me", expect: ["block"] },
  { question: "what happens when i report a profile", expect: ["report"] },
  { question: "can others see my phone", expect: ["what-others-see"] },
  { question: "how do i get rid of my account", expect: ["delete-account"] },
  { question: "what's my current down score", expect: ["my-down-score"] },
  { question: "total number of matches i have", expect: ["my-match-count"] },
  { question: "what's the best stock to buy", expect: null },
  { question: "can you call my mom", expect: null },
  { question: "how many calories in an apple", expect: null },
];

/**
 * A fifth set, written during round five as probes of what new people ask (after the untouched set, and
 * without looking at its items): it scored 72/85 = 84.7% (5/6 out of scope) when first run, and its
 * misses then drove general fixes (higher/lower, "my own", category names, week/tonight as soon, rarer
 * filler words). It is a tuned set.
 */
export const FIFTH_HELD_OUT: readonly HeldOutCase[] = [
  { question: "how does matching even work on here", expect: ["matching-how"] },
  { question: "why am i seeing these people", expect: ["matching-how", "results"] },
  { question: "what's my compatibility with him based on", expect: ["down-score", "matching-how"] },
  { question: "what does 72% match mean", expect: ["down-score", "score-higher-better"] },
  { question: "is 90 percent high", expect: ["score-higher-better"] },
  { question: "help me get more matches pls", expect: ["more-matches"] },
  { question: "why is no one liking me", expect: ["more-matches"] },
  { question: "what's the difference between never and done", expect: ["four-answers"] },
  { question: "what does O stand for", expect: ["four-answers"] },
  { question: "how do i answer the cards", expect: ["swipe-directions"] },
  { question: "what does swiping down do", expect: ["swipe-directions"] },
  { question: "how many categories do you have", expect: ["categories"] },
  { question: "is there a category about money", expect: ["categories"] },
  { question: "why only 20 questions", expect: ["twenty-questions"] },
  { question: "can i change an answer i gave", expect: ["change-answer"] },
  { question: "finished every question in adventure", expect: ["no-more-questions"] },
  { question: "are my sex answers public", expect: ["intimacy-answers"] },
  { question: "where do i find people", expect: ["results"] },
  { question: "how many miles away is she", expect: ["distance"] },
  { question: "can i sort people by best match", expect: ["nearest-vs-best"] },
  { question: "no results :(", expect: ["no-results"] },
  { question: "how do i like a person", expect: ["match-request"] },
  { question: "what's a match request", expect: ["match-request"] },
  { question: "what does it mean when we match", expect: ["mutual-match"] },
  { question: "where's my list of matches", expect: ["see-matches"] },
  { question: "who wants to match with me", expect: ["pending-request"] },
  { question: "remove this match", expect: ["unmatch"] },
  { question: "how do i chat with someone", expect: ["messaging"] },
  { question: "where are my conversations", expect: ["messaging"] },
  { question: "how do i send a question to my match in messages", expect: ["custom-questions"] },
  { question: "give me a conversation starter", expect: ["first-message"] },
  { question: "how do i invite my match out", expect: ["invite-date"] },
  { question: "how to plan a date with someone", expect: ["invite-date"] },
  { question: "romantic or hang whats the difference", expect: ["date-types"] },
  { question: "where do my date invites go", expect: ["my-dates", "respond-invite"] },
  { question: "someone asked me on a date how do i reply", expect: ["respond-invite"] },
  { question: "can i cancel my date", expect: ["respond-invite"] },
  { question: "how do i rate someone after a date", expect: ["reviews", "ratings"] },
  { question: "how are ratings calculated", expect: ["ratings"] },
  { question: "meeting someone for the first time safety", expect: ["meet-safely"] },
  { question: "edit my bio", expect: ["edit-profile"] },
  { question: "how do i change my name on here", expect: ["edit-profile"] },
  { question: "delete one of my photos", expect: ["photos"] },
  { question: "upload a selfie", expect: ["photos"] },
  { question: "preview my profile", expect: ["public-preview"] },
  { question: "add languages to my profile", expect: ["interests"] },
  { question: "change my distance to 100 miles", expect: ["distance-radius"] },
  { question: "update my location", expect: ["location"] },
  { question: "use a different city for a trip", expect: ["travel-mode"] },
  { question: "can i go invisible for a while", expect: ["visibility"] },
  { question: "stop accepting match requests", expect: ["accepting-matches"] },
  { question: "i want to see women only", expect: ["interested-in"] },
  { question: "switch on dark mode", expect: ["dark-mode"] },
  { question: "how do i stop getting notifications", expect: ["notifications"] },
  { question: "block a user from my chat", expect: ["block"] },
  { question: "someone is being a creep in my messages", expect: ["report", "block"] },
  { question: "report a profile for being fake", expect: ["report"] },
  { question: "unblock someone i blocked", expect: ["unblock"] },
  { question: "what can people see on my profile", expect: ["what-others-see", "public-preview"] },
  { question: "is my location shared with matches", expect: ["location-privacy"] },
  { question: "privacy policy please", expect: ["data-privacy"] },
  { question: "delete account", expect: ["delete-account"] },
  { question: "log me out", expect: ["logout"] },
  { question: "didnt receive the text code", expect: ["login-code"] },
  { question: "minimum age for down", expect: ["age-requirement"] },
  { question: "i want to give feedback", expect: ["feedback-contact"] },
  { question: "what is down all about", expect: ["what-is-down"] },
  { question: "new here what do i do", expect: ["getting-started"] },
  { question: "who are you exactly", expect: ["what-can-love-do"] },
  { question: "hey love how are you", expect: ["greeting"] },
  { question: "thank you so so much", expect: ["thanks"] },
  { question: "how many views did my profile get", expect: ["insights"] },
  { question: "what is the dashboard", expect: ["dashboard"] },
  { question: "how many matches have i made", expect: ["my-match-count"] },
  { question: "what is my own down score", expect: ["my-down-score"] },
  { question: "who's the last person i matched with", expect: ["my-last-match"] },
  { question: "any dates this week", expect: ["my-upcoming-dates"] },
  { question: "how many questions have i done so far", expect: ["my-answer-count"] },
  { question: "which categories should i do next", expect: ["my-categories-left"] },
  { question: "whats the best restaurant near me", expect: null },
  { question: "how old is the universe", expect: null },
  { question: "write my essay", expect: null },
  { question: "what is the score of the football match", expect: null },
  { question: "set an alarm for 7am", expect: null },
  { question: "what's the best dating advice for men", expect: null },
];
