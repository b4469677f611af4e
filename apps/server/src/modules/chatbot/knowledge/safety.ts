import { ACCOUNT_LABELS, ACCOUNT_PATHS, EXPORT_LINK_MINUTES, SETTINGS_LABELS } from "@down/common/constants";
import { REPORT_REASON_LABELS } from "@down/common/schemas/safety";
import type { Intent } from "./intent";

// Labels and limits are the app's own constants (issue 27; knowledge/coverage.test.ts).
const reportReasons = Object.values(REPORT_REASON_LABELS)
  .map((label) => label.toLowerCase())
  .join(", ");

const { settingsSection } = ACCOUNT_LABELS;

/** Safety (blocking, reporting, the message check, moderation) and privacy. */
export const SAFETY_INTENTS: readonly Intent[] = [
  {
    id: "block",
    group: "safety",
    phrasings: [
      "How do I block someone?",
      "I want to block a person",
      "How do I stop someone from contacting me?",
      "What happens when I block someone?",
      "Block a match",
      "Block someone from a chat",
      "Can I block someone without them knowing?",
      "Does the person know if I block them?",
      "He keeps messaging me and won't stop",
      "Hide my profile from a specific person",
      "How do I keep one person from seeing me?",
      "Hide me from one specific person",
      "Someone won't stop messaging me after I said I'm not interested",
      "What is the three-dot menu on a profile for?",
    ],
    answer:
      "Open their profile or your chat with them, tap the ⋯ menu, choose Block and confirm. You disappear from each other everywhere: results, matches, messages and notifications. They are not told; to them it looks like an unmatch.",
    visual: "block-report",
  },
  {
    id: "report",
    group: "safety",
    phrasings: [
      "How do I report someone?",
      "Someone is harassing me",
      "I found a fake profile",
      "This person is a scammer",
      "A match asked me to send money",
      "What happens after I report someone?",
      "Will they know I reported them?",
      "Does someone find out if I report them?",
      "Someone sent me something inappropriate",
      "How do I report a fake profile?",
      "Someone sent me inappropriate pictures",
      "Report harassment",
      "Who reviews reports?",
      "How long does a report take?",
      "This person is underage",
      "Report someone's photo",
    ],
    answer: `Open their profile or your chat with them, tap the ⋯ menu and choose Report. Pick a reason (${reportReasons}), add details if you like, and send. Our moderators review every report, and reporting also blocks them so you never see them again. If you are in danger, call your local emergency number.`,
    visual: "block-report",
  },
  {
    id: "message-flagged",
    group: "safety",
    phrasings: [
      "Why was my message flagged?",
      "Why does it say Are you sure?",
      "What is Are you sure?",
      "Why did DOWN stop my message?",
      "My message got flagged",
      "What does Does this bother you mean?",
      "Why is there a safety tip under a message?",
      "What is the message check?",
      "Why won't my message send?",
      "My message is stuck and won't go",
    ],
    answer:
      'Before a message goes out, DOWN checks it for insults, slurs, sexual pressure and threats. If something stands out you see "Are you sure?" with the words that did: tap Edit to change it, or Send anyway. Nothing is sent until you choose. Flirting and friendly swearing are fine. If someone sends you a message like that, you see "Does this bother you?" under it, with a one-tap Report that sends the message to our moderators and blocks them. A message asking for money, gift cards, crypto or to move to another app early on shows a short safety tip instead: never send money to someone you haven\'t met.',
  },
  {
    id: "unblock",
    group: "safety",
    phrasings: [
      "How do I unblock someone?",
      "Where is my blocked list?",
      "I blocked someone by mistake",
      "Unblock a person",
      "See who I have blocked",
    ],
    answer: `Settings lists the people you have blocked under ${SETTINGS_LABELS.blockedSection}; tap Unblock beside someone to undo it. Unblocking does not bring back a match, so you would both need to match again. [Open Settings](/settings)`,
  },
  {
    id: "account-under-review",
    group: "safety",
    phrasings: [
      "Why was I reported?",
      "Why is my profile under review?",
      "My account is under review",
      "It says your profile is under review",
      "Was I reported?",
      "Why can't anyone see me? It says under review",
      "Am I banned?",
      "Someone reported me",
      "Why was my account suspended?",
      "Appeal",
    ],
    answer:
      "\"Your profile is under review\" means a moderator is checking a report about your profile. Meanwhile others can't see you, and your matches and chats stay as they are; we'll tell you as soon as it's done, and we never say who reported you. Questions? [Contact Us](/contact).",
  },
  {
    id: "what-others-see",
    group: "privacy",
    phrasings: [
      "What can other people see about me?",
      "Is my phone number visible?",
      "Can people see my answers?",
      "What information is public?",
      "Who can see my profile?",
      "What do matches see about me?",
      "Is my profile public?",
      "Can I hide my age?",
    ],
    answer:
      "Others see your profile: name, age, city, photos, bio and the details you choose to fill in, plus your rating and, for people who may see you, what you both matched on. Never your phone number, and never your exact location. [Preview my profile](/profile/public)",
  },
  {
    id: "location-privacy",
    group: "privacy",
    phrasings: [
      "Can people see my exact location?",
      "Is my location private?",
      "Can someone track where I live?",
      "How is my location rounded?",
      "Does DOWN share my location?",
      "Can a match find out where I am?",
      "Is my exact location shared?",
      "Can people see where I am?",
      "Do others know exactly where I am?",
      "Does DOWN show how far away I am?",
    ],
    answer:
      "No one sees your exact location. Everything others can see about where you are (distance, order, who is inside a radius) is worked out from areas about a mile across, so no amount of searching can pin you closer than that. Your exact point is kept for your own searches only.",
  },
  {
    id: "data-privacy",
    group: "privacy",
    phrasings: [
      "What data do you collect?",
      "Where is the privacy policy?",
      "What do you do with my data?",
      "Do you sell my information?",
      "Is my data safe?",
      "Privacy policy",
      "What happens to my messages and answers?",
    ],
    answer:
      "We keep what you give us (profile, answers, preferences, messages) plus basic device and usage data, and use it to run DOWN: matching, messaging and keeping people safe. The details are in the [Privacy Policy](/privacy).",
  },
  {
    id: "private-details",
    group: "privacy",
    phrasings: [
      "Who can see my sexual health status?",
      "Is my STD status public?",
      "Do people see my drug use?",
      "Who sees my accessibility needs?",
      "Are my health details private?",
      "Will matches see if I have HIV?",
      "What is kept private?",
      "Which of my details stay hidden?",
    ],
    answer:
      "Your sexual health status, drug use and accessibility needs are for you only: they never show on your public profile, not even to matches, and neither does your phone number or exact location. Filling them in is optional. [Preview my profile](/profile/public)",
  },
  {
    id: "download-data",
    group: "privacy",
    phrasings: [
      "How do I download my data?",
      "Can I get a copy of my data?",
      "Export my data",
      "I want everything you have on me",
      "Can I download my messages?",
      "GDPR data request",
      "How long does the download link work?",
    ],
    answer: `In Settings under ${settingsSection}, tap ${ACCOUNT_LABELS.downloadData}: DOWN prepares a file of everything it holds about you (profile, answers, matches, messages, dates and reviews) and the download starts. Its link works for ${EXPORT_LINK_MINUTES} minutes. [Open Settings](${ACCOUNT_PATHS.pause})`,
  },
];
