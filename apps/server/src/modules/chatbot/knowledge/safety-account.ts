import {
  ACCOUNT_LABELS,
  ACCOUNT_PATHS,
  DASHBOARD_MATCH_LIMIT,
  DELETE_CONFIRM_WORD,
  EXPORT_LINK_MINUTES,
  MIN_AGE,
  OTP_LENGTH,
  OTP_TTL_MS,
  SETTINGS_LABELS,
} from "@down/common/constants";
import { REPORT_REASON_LABELS } from "@down/common/schemas/safety";
import type { Intent } from "./intent";

// Labels and limits are the app's own constants (issue 27; knowledge/coverage.test.ts).
const reportReasons = Object.values(REPORT_REASON_LABELS)
  .map((label) => label.toLowerCase())
  .join(", ");

const { settingsSection, pause, profileMenuGroup, deleteAccount } = ACCOUNT_LABELS;

/** Safety, privacy, the account, and LOVE itself. */
export const SAFETY_ACCOUNT_INTENTS: readonly Intent[] = [
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
      "Someone sent me something inappropriate",
      "How do I report a fake profile?",
      "Someone sent me inappropriate pictures",
      "Report harassment",
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
    id: "delete-account",
    group: "account",
    phrasings: [
      "How do I delete my account?",
      "I want to close my account",
      "How do I remove all my data?",
      "Delete my profile permanently",
      "Close my account",
      "Delete all my data",
      "Cancel my account",
      "How do I leave DOWN for good?",
      "I want to quit DOWN",
      "Delete my account and everything in it",
    ],
    // The break it offers is the one the Delete Account page itself points to, in the app's words.
    answer: `Open Profile and tap ${deleteAccount} under ${profileMenuGroup}. Type ${DELETE_CONFIRM_WORD} to confirm, then confirm once more. This removes your profile and photos, matches and conversations, answers and preferences, reviews and ratings, for good. Only want a break? Turn on ${pause} in Settings under ${settingsSection} instead: you leave searches and new matches, and your chats stay open. [${deleteAccount}](${ACCOUNT_PATHS.deleteAccount}) [Pause my account](${ACCOUNT_PATHS.pause})`,
  },
  {
    id: "pause-account",
    group: "account",
    phrasings: [
      "How do I pause my account?",
      "Pause my account without deleting it",
      "Can I take a break from DOWN?",
      "I need a break from dating but don't want to delete",
      "How do I unpause my account?",
      "Hide my account for a while and keep my chats",
      "Put my account on hold",
    ],
    answer: `In Settings, under ${settingsSection}, turn on ${pause}. You leave searches and new matches without deleting anything, and your matches and chats stay open. Turn it off whenever you want to come back. [Pause my account](${ACCOUNT_PATHS.pause})`,
  },
  {
    id: "logout",
    group: "account",
    phrasings: [
      "How do I log out?",
      "How do I sign out?",
      "Where is the logout button?",
      "Log out",
      "Sign me out",
      "How do I switch accounts?",
    ],
    answer: "Open the Profile tab and tap the LOG OUT card at the bottom. [Open Profile](/profile)",
  },
  {
    id: "login-code",
    group: "account",
    phrasings: [
      "I didn't get my verification code",
      "How do I sign in?",
      "How do I change my phone number?",
      "My code doesn't work",
      "The code is not working",
      "Resend my code",
      "I can't log in",
      "How long does the code last?",
      "Send me a new code",
      "My code expired",
      "I never got the code",
      "The text with my code never arrived",
    ],
    answer: `DOWN signs you in with your phone number and a ${OTP_LENGTH}-digit code by text. The code lasts ${OTP_TTL_MS / 60_000} minutes and works once; after a few wrong tries you need a new one. Wrong number? Tap 'Change Phone Number' on the code screen.`,
  },
  {
    id: "age-requirement",
    group: "account",
    phrasings: [
      "How old do I have to be?",
      "What is the minimum age?",
      "Can teenagers use DOWN?",
      "What age do you need to be?",
      "Is DOWN only for adults?",
      "Is DOWN 18+?",
    ],
    answer: `DOWN is for adults: you must be ${MIN_AGE} or older. Profiles that look underage can be reported from the ⋯ menu. [Terms of Use](/terms)`,
  },
  {
    id: "feedback-contact",
    group: "account",
    phrasings: [
      "How do I contact support?",
      "How do I give feedback?",
      "I found a bug",
      "How do I talk to a human?",
      "Contact us",
      "Send feedback",
      "How do I reach the DOWN team?",
      "How do I report a bug?",
      "Something in the app is broken",
      "Report a problem with the app",
    ],
    answer:
      "We'd love to hear from you. Send a note in [Give Us Feedback](/feedback), or write to us through [Contact Us](/contact).",
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
    ],
    answer: `In Settings under ${settingsSection}, tap ${ACCOUNT_LABELS.downloadData}: DOWN prepares a file of everything it holds about you (profile, answers, matches, messages, dates and reviews) and the download starts. Its link works for ${EXPORT_LINK_MINUTES} minutes. [Open Settings](${ACCOUNT_PATHS.pause})`,
  },
  {
    id: "account-under-review",
    group: "safety",
    phrasings: [
      "Why is my profile under review?",
      "It says your profile is under review",
      "Was I reported?",
      "Why can't anyone see me? It says under review",
      "Am I banned?",
      "Someone reported me",
      "Why was my account suspended?",
    ],
    answer:
      "\"Your profile is under review\" means a moderator is checking a report about your profile. Meanwhile others can't see you, and your matches and chats stay as they are; we'll tell you as soon as it's done, and we never say who reported you. Questions? [Contact Us](/contact).",
  },
  {
    id: "terms",
    group: "account",
    phrasings: [
      "Where are the terms of use?",
      "What are the rules?",
      "Community guidelines",
      "Terms and conditions",
      "What am I not allowed to do on DOWN?",
    ],
    answer: `The [Terms of Use](/terms) ask three things: communicate respectfully, keep your profile accurate, and be ${MIN_AGE} or older. Breaking them can get a profile reported and removed. How we handle your data is in the [Privacy Policy](/privacy).`,
  },
  {
    id: "insights",
    group: "app",
    phrasings: [
      "What are insights?",
      "How many people viewed my profile?",
      "Where are my stats?",
      "Show my stats",
      "How many profile views do I have?",
      "Insights",
    ],
    answer:
      "Insights shows your numbers over time: total matches, active connections, completed dates, reviews and profile views. It's in your Profile menu. [Open Insights](/insights)",
  },
  {
    id: "dashboard",
    group: "app",
    phrasings: [
      "What is on the dashboard?",
      "What is recently viewed?",
      "What does the Dash tab show?",
      "What is Dash?",
      "Where is the home screen?",
      "Recently viewed profiles",
    ],
    answer: `Dash is your home: your ${DASHBOARD_MATCH_LIMIT} newest matches and the profiles you looked at recently, with VIEW ALL links to both (Recently viewed also keeps your favourites). [Open Dash](/dashboard)`,
  },
  {
    id: "what-is-down",
    group: "app",
    phrasings: [
      "What is DOWN?",
      "What is this app?",
      "What is DOWN about?",
      "Why is it called DOWN?",
      "Tell me about DOWN",
      "How is DOWN different from other dating apps?",
      "What does this app do?",
    ],
    answer:
      "DOWN is dating built on shared experiences: love evolved through shared experiences. You answer questions about your life with Done, Open, Want or Never, and we introduce you to people near you who are down for the same things.",
  },
  {
    id: "getting-started",
    group: "app",
    phrasings: [
      "Where do I start?",
      "I'm new here, what do I do?",
      "How do I get started?",
      "Getting started",
      "I just signed up, what next?",
      "How do I begin?",
      "First steps",
      "I'm new, how does this work?",
    ],
    answer:
      "Welcome! Start in [Explore](/explore): pick a category that sounds like you and answer its 20 questions by swiping. Then look at your results and send a match request to someone you like. Add photos and a bio in [Edit Profile](/profile/personal) so they like you back.",
  },
  {
    id: "what-can-love-do",
    group: "app",
    phrasings: [
      "What can you do?",
      "Help",
      "Who are you?",
      "What can I ask you?",
      "What is LOVE?",
      "What do you know?",
      "How can you help me?",
      "What questions can you answer?",
    ],
    answer:
      "I'm LOVE, DOWN's assistant. Ask me how matching and DOWN SCORE work, how to message or invite someone on a date, how to change your settings, or how to stay safe. I can also tell you your own numbers: your matches, your DOWN score, your upcoming dates and which categories you haven't done.",
  },
  {
    id: "greeting",
    group: "app",
    phrasings: ["Hi", "Hello", "Hey LOVE", "Good morning", "Hey there", "Hello LOVE", "Hi there"],
    answer: "Hi! I'm LOVE. What can I help you with?",
  },
  {
    id: "thanks",
    group: "app",
    phrasings: [
      "Thanks",
      "Thank you",
      "That was helpful",
      "Awesome thanks",
      "Thanks a lot",
      "Great, thank you",
      "Cheers",
    ],
    answer: "Any time. Good luck out there!",
  },
];
