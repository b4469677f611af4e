import type { Intent } from "./intent";

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
      "Who is near me?",
      "How do I get back to my results?",
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
      "Why can't I see anyone?",
      "Why is nobody near me?",
      "There is nobody in my results",
    ],
    answer:
      "Empty results usually mean your circle is small. Widen your distance (or pick Unlimited) and check Interested In in [Settings](/settings), and answer more categories so there is more to compare. People who hide themselves from searches or have stopped accepting matches do not show either.",
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
    id: "mutual-match",
    group: "connections",
    phrasings: [
      "What is a match?",
      "What happens when we both match?",
      "What does It's a Match mean?",
      "When do we become matched?",
      "Do both people need to like each other?",
    ],
    answer:
      "A match is mutual: you both sent each other a match request. You both see 'It's a Match!', the person moves to your [Matches](/matches), and you can message each other and send date invites.",
  },
  {
    id: "see-matches",
    group: "connections",
    phrasings: [
      "Where are my matches?",
      "How do I see who I matched with?",
      "Where is the matches list?",
      "Show me my matches",
      "Where can I find the people I matched with?",
      "Open my matches",
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
    ],
    answer:
      "When someone sends you a match request, you get a notification; send one back to match. A request you sent stays pending until they send one back, and we never tell anyone who turned them down. [Open Notifications](/notifications)",
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
    ],
    answer:
      "Start from what you share: their profile lists what you both matched on, so pick one and ask about it ('You've done a solo trip too, where did you go?'). Keep it short and friendly, and ask a question they can answer easily.",
  },
];
