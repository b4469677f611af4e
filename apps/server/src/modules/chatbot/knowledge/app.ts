import { DASHBOARD_MATCH_LIMIT } from "@down/common/constants";
import type { Intent } from "./intent";

// Labels and limits are the app's own constants (issue 27; knowledge/coverage.test.ts).

/** DOWN itself, its dashboard and insights, and LOVE: what it is, what it can do, hello and thanks. */
export const APP_INTENTS: readonly Intent[] = [
  {
    id: "insights",
    group: "app",
    phrasings: [
      "What are insights?",
      "How many people viewed my profile?",
      "Where are my stats?",
      "Show my stats",
      "What are active connections?",
      "What counts as a profile view?",
      "How many profile views do I have?",
      "Who has viewed my profile?",
      "Insights",
    ],
    answer:
      "Insights shows your numbers over time: total matches, active connections, completed dates, reviews and profile views. It's in your Profile menu; who viewed you shows in your [notifications](/notifications). [Open Insights](/insights)",
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
      "Profiles I viewed",
      "Profiles I opened recently",
      "History of profiles I opened",
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
      "Is DOWN for hookups or relationships?",
      "Is this a hookup app?",
      "Is DOWN for casual dating or something serious?",
      "Can DOWN be used to make friends?",
      "What kind of app is DOWN?",
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
      "Where is the tutorial?",
      "Show me How DOWN works again",
      "Can I see the intro again?",
      "Replay the walkthrough",
      "Show me the onboarding again",
      "Where did the welcome tour go?",
      "What do I do first?",
    ],
    answer:
      "Welcome! Start in [Explore](/explore): pick a category that sounds like you and answer its questions by swiping ([How DOWN works](/intro) shows the swipes again). Then look at your results and send a match request to someone you like. Add photos and a bio in [Edit Profile](/profile/personal) so they like you back.",
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
      "Are you an assistant?",
      "What do you do for me?",
      "What exactly are you?",
      "What are you for?",
      "What is this chat assistant?",
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
      "Thanks LOVE",
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
