import { DATE_TYPES } from "@down/common/constants";
import { CHECK_IN_ANSWER_MS } from "@down/common/schemas/date-share";
import type { Intent } from "./intent";

// The date types and the check-in's wait are the app's constants (issue 27; knowledge/coverage.test.ts).
const dateTypes = `${DATE_TYPES.slice(0, -1).join(", ")} or ${DATE_TYPES.at(-1)}`;
const checkInMinutes = CHECK_IN_ANSWER_MS / 60_000;

/** Inviting on a date, the three date types, My Dates, reviews and ratings, meeting safely, sharing a date and its check-in. */
export const DATE_INTENTS: readonly Intent[] = [
  {
    id: "invite-date",
    group: "dates",
    phrasings: [
      "How do I invite someone on a date?",
      "How do I ask my match out?",
      "How do I send a date invite?",
      "Can I plan a date in the app?",
      "How do I set up a date?",
      "Where is the Invite on a Date button?",
      "How do I ask someone on a date?",
      "Plan a date with my match",
      "I want to meet my match",
      "Can I add a message to my invite?",
      "Can I pick the place?",
      "Can I invite someone I haven't matched with?",
      "Why can't I invite someone?",
    ],
    answer: `You can invite the people you've matched with: open a match's profile (or their card in Matches) and tap Invite on a Date. Choose the kind of date first: ${dateTypes}. Then add a date and time, a place and a message if you like, and tap Send. They get your invite, and it shows under Upcoming & Pending in [My Dates](/my-dates).`,
    visual: "invite-date",
  },
  {
    id: "date-types",
    group: "dates",
    phrasings: [
      "What are the date types?",
      "What is the difference between romantic, hang and play?",
      "What does a play date mean?",
      "What kind of dates can I choose?",
      "What is a romantic date?",
      "What kind of date is hang?",
      "Which date type should I pick?",
      "Ideas for a first date",
      "Where should we go on a date?",
    ],
    answer: `There are ${DATE_TYPES.length} kinds of date (${dateTypes}). Romantic is a proper date: dinner, drinks, something with a spark. Hang is low-key time together, like coffee or a walk. Play is doing something active or fun side by side: a game, a class, a climb. Pick the one that says what you have in mind.`,
  },
  {
    id: "my-dates",
    group: "dates",
    phrasings: [
      "Where are my dates?",
      "What is My Dates?",
      "Where do I see my date invites?",
      "How do I see past dates?",
      "Where can I find my past dates?",
      "Show my date history",
      "Where are the invites I sent?",
      "Where can I see the dates I've planned?",
      "Filter my dates by month",
      "Search my dates",
    ],
    answer:
      "My Dates lists your pending invites and upcoming dates under 'Upcoming & Pending', and everything before now under 'Past Dates'. Filter by time (All Time, Last Week, Last Month, Last Year) or search by name. It's in your Profile menu. [Open My Dates](/my-dates)",
  },
  {
    id: "respond-invite",
    group: "dates",
    phrasings: [
      "How do I accept a date invite?",
      "How do I say no to an invite?",
      "Someone invited me on a date, what now?",
      "How do I cancel a date?",
      "How do I reject a date?",
      "How do I reply to a date request?",
      "Can I say yes to an invite?",
      "How do I answer an invite?",
      "Can I change the time of our date?",
      "I was asked out on a date, how do I reply?",
    ],
    answer:
      "Invites you receive show up in your notifications and in [My Dates](/my-dates) under Upcoming & Pending, where you can answer them. To move a date, cancel it and send a new invite. Changed your mind about a date? Tell them in Messages first; it's kind, and it keeps your reviews good.",
  },
  {
    id: "reviews",
    group: "dates",
    phrasings: [
      "How do reviews work?",
      "How do I review a date?",
      "How do I leave a review?",
      "Who can see my reviews?",
      "Where do I review someone?",
      "Rate a date",
      "How do I rate my date afterwards?",
      "My date didn't turn up, what can I do?",
      "Leave feedback about my date",
      "What does helpful on a review mean?",
      "Mark a review as helpful",
      "Reviews",
      "What is the chemistry rating?",
    ],
    answer:
      "After a completed date, a Review button shows on it in [My Dates](/my-dates). Rate the date overall, add chemistry and punctuality if you like and a short comment. Reviews appear on the person's profile, so keep them honest and kind; anyone can mark a review Helpful. Your own are in [Reviews](/reviews).",
  },
  {
    id: "ratings",
    group: "dates",
    phrasings: [
      "How is my rating calculated?",
      "What do the stars on a profile mean?",
      "How do I improve my rating?",
      "Where does my star rating come from?",
      "What does a 4.5 star rating mean?",
      "Why is my rating low?",
      "Who rates me?",
    ],
    answer:
      "The star rating on a profile is the average of the reviews that person got after dates, with the count of dates beside it. The way up is simple: show up on time, be who your profile says you are, and be good company.",
  },
  {
    id: "meet-safely",
    group: "dates",
    phrasings: [
      "How do I meet someone safely?",
      "First date safety tips",
      "Is it safe to meet people from the app?",
      "What should I do before meeting a match in person?",
      "How do I stay safe on a date?",
      "I feel unsafe on my date",
      "Meeting a match for the first time",
      "Is meeting in person dangerous?",
    ],
    answer:
      "Meet in a busy public place and get there on your own. Tell a friend where you'll be and who you're meeting, keep your phone charged, and keep an eye on your drink. Keep chatting in DOWN until you trust them rather than handing out your number. If anything feels off, leave; then block or report them from the ⋯ menu on their profile.",
  },
  {
    id: "share-date",
    group: "dates",
    phrasings: [
      "How do I share my date?",
      "Can I send my date details to a friend?",
      "How do I let a friend know where my date is?",
      "What is Share My Date?",
      "Share my date with someone I trust",
      "Can my friend see where I'm going on my date?",
      "How do I stop sharing my date?",
      "How long does the share link last?",
    ],
    answer:
      "Open [My Dates](/my-dates) and tap Share on an upcoming date. You get a read-only link to send to someone you trust: it shows the place, the time, your match's first name, age and first photo, and your first name, nothing else (no phone numbers, no exact location, no profiles). It works without an account, ends a day after the date, and Stop sharing turns it off at once.",
  },
  {
    id: "check-in",
    group: "dates",
    phrasings: [
      "What is check-in?",
      "How does the date check-in work?",
      "What happens if I don't answer Are you OK?",
      "Can DOWN text my friend if something goes wrong on a date?",
      "How do I add a trusted contact?",
      "Why did DOWN ask if I'm OK?",
      "Set a safety check-in for my date",
    ],
    answer: `Check-in is optional, in the Share sheet of an upcoming date in [My Dates](/my-dates). Add a trusted contact's phone number and pick a time during your date. At that time DOWN asks "Are you OK?"; tap I'm OK on the date. If you don't answer within ${checkInMinutes} minutes, your contact gets a text with your date's link. Their number is kept only for that date and deleted after it.`,
  },
  {
    id: "date-status",
    group: "dates",
    phrasings: [
      "What does Pending mean on my date?",
      "How do I mark a date as completed?",
      "What do the colours on my dates mean?",
      "Why can't I review my date yet?",
      "My date says scheduled, what now?",
      "Why does my date say cancelled?",
      "They said yes to my invite, what now?",
      "My invite hasn't been answered",
      "Delete a date",
      "Can I cancel an invite I sent?",
    ],
    answer:
      "An invite is Pending (amber) until they accept or decline it, and you can cancel one you sent. Once accepted it becomes a date, Scheduled (blue). After its time has passed, either of you can mark it Completed (green), and then Review shows on it; either of you can cancel a scheduled date (red, Cancelled). It's all in [My Dates](/my-dates).",
  },
  {
    id: "calendar",
    group: "dates",
    phrasings: [
      "Can I add my date to my calendar?",
      "How do I put a date in Google Calendar?",
      "Add to calendar",
      "Will my date show in my calendar?",
      "Export a date to my calendar",
    ],
    answer:
      "Yes: an upcoming date in [My Dates](/my-dates) has Add to calendar, which gives you a calendar file for Apple, Google or Outlook calendars. If the date changes, tap Update calendar.",
  },
];
