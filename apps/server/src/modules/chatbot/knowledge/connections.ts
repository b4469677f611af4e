import { SETTINGS_LABELS } from "@down/common/constants";
import { YOUR_TURN_LIMIT } from "@down/common/schemas/matches";
import { WIDEN_BELOW, WIDEN_RADIUS_STEPS } from "@down/common/schemas/search";
import type { Intent } from "./intent";

/** "25 → 50 → 100 → any distance": how Results widens in an empty town (docs/decisions/024). */
const widening = WIDEN_RADIUS_STEPS.map((m) => (m >= 999 ? "any distance" : `${m}`)).join(" → ");

/** Results and distance, match requests and matches, messaging and custom questions. */
export const CONNECTION_INTENTS: readonly Intent[] = [
  {
    id: "results",
    group: "results",
    phrasings: [
      "Where do I see people?",
      "What are search results?",
      "How do I find people near me?",
      "Where is the results page?",
      "How do I browse profiles?",
      "Where can I browse people?",
      "How do I get back to my results?",
      "Where can I see my results?",
      "How do I look through people?",
      "Where do I find new people?",
    ],
    answer:
      "After you finish a category you land on Results: people within your distance who fit what you are both interested in, each with your DOWN SCORE and what you both matched on. Tap REDO THE SEARCH to answer more. [Open Results](/results)",
  },
  {
    id: "distance",
    group: "results",
    phrasings: [
      "How is distance calculated?",
      "Why does it say less than a mile away?",
      "How far away are people?",
      "How accurate is the distance?",
      "Why does it say 3 miles away?",
      "Is the distance exact?",
      "How far away is someone in my results?",
      "Miles away: is that exact?",
      "Is the distance rounded?",
    ],
    answer:
      "Distance is measured in a straight line and rounded to whole miles; very close people show as 'Less than a mile away'. It is worked out from areas about a mile across, never from anyone's exact spot, so nobody can pin you down with it.",
  },
  {
    id: "nearest-vs-best",
    group: "results",
    phrasings: [
      "What is the difference between nearest and best match?",
      "How are results sorted?",
      "Can I sort by best match?",
      "Why is the closest person first?",
      "Order of results",
      "Sort by best match or nearest",
      "Why is the list in this order?",
      "Can I see the most compatible people first?",
      "Are results sorted by distance or by score?",
    ],
    answer:
      "Results are sorted nearest first, so the people you could meet soonest come up top. Switch to Best match to rank by DOWN SCORE instead; it leans a little toward people you share many answers with, so one lucky shared answer at 100% does not beat forty shared answers at 90%.",
  },
  {
    id: "no-results",
    group: "results",
    phrasings: [
      "Why do I have no results?",
      "Nobody shows up in my results",
      "Zero search results found",
      "There is nobody in my results",
      "Why are my results empty?",
    ],
    answer: `Empty results usually mean your circle is small. Widen your distance (or pick Unlimited), check ${SETTINGS_LABELS.interestedIn} and your ${SETTINGS_LABELS.ageRange.toLowerCase()} in [Settings](/settings), and answer more categories so there is more to compare. Results also need your name and age on your profile. People who hide themselves from searches or have stopped accepting matches do not show either.`,
  },
  {
    id: "match-request",
    group: "connections",
    phrasings: [
      "How do I send a match request?",
      "How do I like someone?",
      "What is a match request?",
      "How do I connect with someone?",
      "How do I show interest in someone?",
      "How do I match with someone I like?",
      "What does Send Match Request do?",
      "I like someone, what now?",
      "Can I like someone's profile?",
    ],
    answer:
      "Tap Send Match Request on someone's card in Results. They get a notification that you want to match. If they send one back, it's a match, and you can message them and invite them on a date.",
  },
  {
    id: "your-turn",
    group: "connections",
    phrasings: [
      "What is Your turn?",
      "What does Your turn mean?",
      "Why can't I send a match request?",
      "Matches waiting on my reply",
      "It says it's my turn",
      "Why does a match say Your turn?",
      "Why do I have to answer my matches first?",
      "Is there a limit on match requests?",
    ],
    answer: `A match is marked Your turn when they wrote last and are waiting on your reply. When ${YOUR_TURN_LIMIT} matches are waiting on you, DOWN asks you to answer or close one (unmatch) before you send new match requests, so nobody is left hanging. You can still Match Back someone who liked you. [Open Matches](/matches)`,
  },
  {
    id: "mutual-match",
    group: "connections",
    phrasings: [
      "What is a match?",
      "What happens when we both match?",
      "What does It's a Match mean?",
      "When do we become matched?",
      "Do both people need to like each other?",
      "What is a mutual match?",
      "What does mutual mean?",
      "We both sent requests, now what?",
      "What happens after it's a match?",
      "What do New and Matched mean?",
    ],
    answer:
      "A match is mutual: you both sent each other a match request. You both see 'It's a Match!' (Send a message, or Keep browsing), their card says Matched instead of New, the person moves to your [Matches](/matches), and you can message each other and send date invites.",
  },
  {
    id: "see-matches",
    group: "connections",
    phrasings: [
      "Where are my matches?",
      "How do I see who I matched with?",
      "Where is the matches list?",
      "Show me my matches",
      "Where can I find the ones I matched with?",
      "Open my matches",
      "Matches",
      "Where can I see my matches?",
    ],
    answer:
      "Your mutual matches are on the Matches tab, newest first; the Dashboard shows the two newest too. Tap a card for their profile, or Message to start talking. [Open Matches](/matches)",
  },
  {
    id: "pending-request",
    group: "connections",
    phrasings: [
      "How do I know if someone liked me?",
      "Did they see my match request?",
      "Who sent me a match request?",
      "My match request is still pending",
      "Who liked me?",
      "Has anyone requested to match with me?",
      "Why hasn't my match request been answered?",
      "How do I know if someone wants to match with me?",
      "Why hasn't someone I liked liked me back?",
      "They haven't sent a request back yet",
      "Does anyone want to match with me?",
      "What is Likes you?",
      "What does Match Back mean?",
      "Where do I see people who like me?",
      "Someone likes me, how do I see who?",
      "Why does someone's card say Likes you?",
      "How do I accept a match request?",
      "How do I turn someone down?",
      "Can I ignore a match request?",
    ],
    answer:
      "Everyone who sent you a match request and waits for your answer is under Likes you at the top of [Matches](/matches), newest first, and you get a notification too. Tap Match Back to match at once; to say no, just leave it. A request you sent stays pending until they send one back, and we never tell anyone who turned them down. [Open Notifications](/notifications)",
  },
  {
    id: "unmatch",
    group: "connections",
    phrasings: [
      "How do I unmatch someone?",
      "How do I remove a match?",
      "I want to unmatch",
      "What happens when I unmatch?",
      "How do I stop being matched with someone?",
      "Can I undo a match?",
      "Remove someone from my matches",
      "End a match",
      "How do I end things with a match?",
      "I dislike my match and want them gone",
      "How do I cancel a match?",
    ],
    answer:
      "Open their profile and tap Unmatch, then confirm. The match ends for both of you and they drop out of your Matches and messages. If they made you uncomfortable, block or report them instead, from the ⋯ menu on their profile.",
  },
  {
    id: "messaging",
    group: "messaging",
    phrasings: [
      "How do I message someone?",
      "How do I start a conversation?",
      "Can I message anyone?",
      "How do I chat with my match?",
      "Where are my messages?",
      "How do I reply to a message?",
      "How do I send a message?",
      "How do I see my messages?",
      "Can I message someone I haven't matched with?",
    ],
    answer:
      "You can message anyone you have matched with. Tap Message on their card in Matches or on their profile, or open the Messages tab for all your conversations. Enter sends. [Open Messages](/messages)",
  },
  {
    id: "custom-questions",
    group: "messaging",
    phrasings: [
      "What are custom questions?",
      "How do I ask a question in chat?",
      "What is question mode?",
      "How do I send my match a DOWN question?",
      "Can I ask my match my own question?",
      "How does question mode work?",
      "Send a custom question",
      "Ask my match a question they answer with D, O, W or N",
      "My match sent me a question",
      "What does Waiting for their answer mean?",
      "Can I make up my own question for a match?",
    ],
    answer:
      "In a chat, tap the question button to switch to question mode and write your own statement. You both answer it with D, O, W or N; once you have answered you see 'Waiting for their answer...', and when both have, you see how well you match on it.",
  },
  {
    id: "first-message",
    group: "messaging",
    phrasings: [
      "What should I say first?",
      "Give me an opening line",
      "What is a good icebreaker?",
      "What do I write in my first message?",
      "How do I start talking to a match?",
      "Ideas for a first message",
      "What do I say to break the ice?",
      "What do I say to start chatting?",
      "Best way to open a conversation",
      "What should I message first?",
      "What are the ideas to start?",
    ],
    answer:
      "Start from what you share: an empty chat offers IDEAS TO START, two first lines from what you both answered alike; tap one to put it in the box, then send or change it. Or pick something from what you both matched on and ask about it ('You've done a solo trip too, where did you go?'). Keep it short and friendly, and ask a question they can answer easily.",
  },
  {
    id: "widened-results",
    group: "results",
    phrasings: [
      "Why am I seeing people outside my distance?",
      "Why does it say showing people within 100?",
      "Why are my results so far away?",
      "It says nobody within 25 miles yet",
      "Why are there people from another city in my results?",
      "Results show people further than my radius",
    ],
    answer: `When fewer than ${WIDEN_BELOW} people are within your distance, Results widens the search step by step (${widening}) rather than showing an empty page, and says so at the top ("Nobody within 25 miles yet — showing people within 100"). As more people join near you, they come first. [Open Results](/results)`,
  },
  {
    id: "favorites",
    group: "connections",
    phrasings: [
      "What does the heart do?",
      "How do I favourite someone?",
      "Where are my favourites?",
      "Can I save a profile for later?",
      "How do I unfavourite someone?",
      "Bookmark a profile",
      "Does the person know I favourited them?",
    ],
    answer:
      "Tap the heart on someone's card or profile to favourite them; tap it again to undo. It's just for you: they are not told. Your favourites are under Favourites in [Recently viewed](/recently-viewed).",
  },
  {
    id: "profile-unavailable",
    group: "connections",
    phrasings: [
      "Why does it say this profile isn't available?",
      "This conversation isn't available",
      "Someone disappeared from my matches",
      "Why can't I open their profile anymore?",
      "My match vanished",
      "My match disappeared from the list",
      "Did they block me?",
    ],
    answer:
      '"This profile isn\'t available" (or "This conversation isn\'t available") means that person can\'t be shown to you any more: they unmatched, deleted their account, or one of you blocked the other. For privacy DOWN never says which. Nothing you did broke it, and there are more people in [Results](/results).',
  },
  {
    id: "read-receipts",
    group: "messaging",
    phrasings: [
      "Do they know I read their message?",
      "What does Seen mean?",
      "Can I turn off Seen?",
      "Do you have read receipts?",
      "How do I know if my match read my message?",
      "Is there a typing indicator?",
    ],
    answer:
      'Under your newest message you see Sent, then Seen once they have opened the chat; they see the same for yours. While a match writes to you, the chat shows their name and "is typing...". There is no switch to hide Seen. [Open Messages](/messages)',
  },
];
