import {
  ACCOUNT_LABELS,
  ACCOUNT_PATHS,
  DELETE_CONFIRM_WORD,
  MIN_AGE,
  OTP_LENGTH,
  OTP_TTL_MS,
} from "@down/common/constants";
import type { Intent } from "./intent";

// Labels and limits are the app's own constants (issue 27; knowledge/coverage.test.ts).
const { settingsSection, pause, profileMenuGroup, deleteAccount } = ACCOUNT_LABELS;

/** The account: signing in and out, pausing, deleting, age, terms, and getting in touch. */
export const ACCOUNT_INTENTS: readonly Intent[] = [
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
      "Can I come back after I delete my account?",
      "How to delete",
      "I met someone and want to leave",
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
      "Turn my account back on",
      "Pause",
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
      "Is there an age limit to join?",
      "Can I use DOWN if I'm under 18?",
      "Can I sign up if I'm 17?",
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
      "Email the DOWN team",
    ],
    answer:
      "We'd love to hear from you. Send a note in [Give Us Feedback](/feedback), or write to us through [Contact Us](/contact).",
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
];
