import type { HeldOutCase } from "./held-out";

/**
 * A fourth tuning probe (2026-12-02, round 30), written before any change of the round and without opening either
 * untouched set: what a new dater types that the tuned sets do not already say. Short two-to-four-word asks,
 * long situations told rather than a feature named ("my roommate wants…"), typos, no punctuation, slang, and
 * "not/don't/never" inside the question; about 12% out of scope. Half A is tuned on (it sits in sets.ts like the
 * other probes); half B is blind: it is in no set and is scored once, at the end of the round, with
 * `npm run eval:assistant -- --probe-d-blind`.
 * First score, before any change of round 30: half A 24/39 (61.5%), out of scope 4/4. After round 30: half A 36/39
 * (tuned on); half B scored once, blind, at 18:44 UTC: 29/38 (76.3%), out of scope 2/4 ("what time is it" went to
 * login-code, "give me a good pickup line" to first-message). Half B has been seen now: it is blind no longer.
 */
export const PROBE_2026_12_02D_A: readonly HeldOutCase[] = [
  { question: "delete acc", expect: ["delete-account"] },
  { question: "how 2 unmatch", expect: ["unmatch"] },
  { question: "score meaning?", expect: ["down-score", "score-higher-better"] },
  { question: "photos not loading", expect: ["photos"] },
  {
    question: "my sister wants to know if anyone can see where exactly i live from the app",
    expect: ["location-privacy"],
  },
  { question: "i dont want new people liking me for now but keep my matches", expect: ["accepting-matches"] },
  { question: "the code never came thru", expect: ["login-code"] },
  { question: "wheres my dates", expect: ["my-dates", "my-upcoming-dates"] },
  { question: "my friend said this app is only for hookups is that true", expect: ["date-types", "what-is-down"] },
  { question: "im not comfortable meeting a stranger alone what should i do", expect: ["meet-safely"] },
  { question: "cant find the settings", expect: ["settings"] },
  { question: "turn off notifs", expect: ["notifications"] },
  { question: "he hasnt texted back in 3 days", expect: ["not-replying"] },
  { question: "how do i tell if a profile is fake", expect: ["verification", "report"] },
  { question: "who sees my sex answers", expect: ["intimacy-answers"] },
  { question: "what does the W mean", expect: ["four-answers"] },
  { question: "whats a good first msg", expect: ["first-message"] },
  { question: "no one near me", expect: ["why-no-one", "no-results", "widened-results"] },
  { question: "can i message someone before we match", expect: ["messaging", "mutual-match"] },
  { question: "my boyfriend doesnt want me on here can i hide my profile", expect: ["visibility", "pause-account"] },
  { question: "change my age settings", expect: ["age-range"] },
  { question: "only verified ppl pls", expect: ["verified-only"] },
  { question: "someone is being super creepy in my messages", expect: ["report", "block"] },
  { question: "i want a copy of my data", expect: ["download-data"] },
  { question: "is my info safe with you guys", expect: ["data-privacy"] },
  { question: "whats the dashboard for", expect: ["dashboard"] },
  { question: "how many matches have i got", expect: ["my-match-count"] },
  { question: "wat is my score", expect: ["my-down-score"] },
  { question: "my date never showed up can i rate him", expect: ["reviews", "ratings"] },
  { question: "my roommate wants me to send her my date location", expect: ["share-date"] },
  { question: "log me out", expect: ["logout"] },
  { question: "how old u gotta be", expect: ["age-requirement"] },
  { question: "im moving to berlin soon", expect: ["travel-mode", "location"] },
  { question: "i dont like my answer to a question can i redo it", expect: ["change-answer"] },
  { question: "never got a notification when we matched", expect: ["notifications"] },
  // Out of scope.
  { question: "whats the weather tomorrow", expect: null },
  { question: "recommend a good restaurant near me", expect: null },
  { question: "how do i cook pasta", expect: null },
  { question: "is he cheating on me", expect: null },
];

/** The blind half: never tuned on, never looked at line by line before its one score at the end. */
export const PROBE_2026_12_02D_B: readonly HeldOutCase[] = [
  { question: "block ppl", expect: ["block"] },
  { question: "edit bio", expect: ["edit-profile"] },
  { question: "travel mode how does it work", expect: ["travel-mode"] },
  { question: "dark theme", expect: ["dark-mode"] },
  { question: "my coworker is on here and i dont want him finding me", expect: ["block", "visibility"] },
  { question: "i said yes to a date by mistake how do i undo it", expect: ["respond-invite", "my-dates"] },
  {
    question: "what happens if i dont answer all the questions",
    expect: ["twenty-questions", "categories", "matching-how"],
  },
  { question: "do they get notified if i unmatch", expect: ["unmatch"] },
  { question: "can ppl see if i read there message", expect: ["read-receipts"] },
  { question: "the app says my profile is under review why", expect: ["account-under-review"] },
  { question: "why is my pic pending", expect: ["photo-under-review"] },
  { question: "is 40 percent bad", expect: ["score-higher-better"] },
  { question: "whos the closest one to me rn", expect: ["my-nearest-match"] },
  { question: "what do the hearts mean", expect: ["favorites"] },
  { question: "i got a date request what do i do now", expect: ["respond-invite"] },
  { question: "my message got blocked for no reason", expect: ["message-flagged"] },
  { question: "i want to see guys not girls", expect: ["interested-in"] },
  { question: "how far does the app search", expect: ["distance-radius", "distance"] },
  { question: "is there a way to link my insta", expect: ["social-accounts"] },
  { question: "can i suggest the restaurant when i invite him", expect: ["invite-date"] },
  {
    question: "my best friend wants to know if she can check on me while im on a date",
    expect: ["share-date", "check-in"],
  },
  { question: "i dont get best match vs nearest", expect: ["nearest-vs-best"] },
  { question: "how come nobody ever likes me back", expect: ["more-matches", "why-no-one", "be-found"] },
  { question: "whats the point of swiping down", expect: ["four-answers", "swipe-directions"] },
  { question: "anyone like me yet", expect: ["pending-request"] },
  { question: "how do i add my job and height", expect: ["profile-details"] },
  { question: "how do i get off this app for a bit", expect: ["pause-account", "visibility"] },
  { question: "remove my acount forever", expect: ["delete-account"] },
  { question: "where do i report a bug", expect: ["feedback-contact"] },
  { question: "what categories havent i done", expect: ["my-categories-left"] },
  { question: "whos waiting on my reply", expect: ["waiting-on-me"] },
  { question: "can strangers see my hiv status", expect: ["private-details"] },
  { question: "i dont want my last name showing", expect: ["what-others-see", "profile-details"] },
  { question: "i never know what to say in the first message", expect: ["first-message"] },
  // Out of scope.
  { question: "what time is it", expect: null },
  { question: "give me a good pickup line", expect: null },
  { question: "should i text my ex", expect: null },
  { question: "translate hello to spanish", expect: null },
];
