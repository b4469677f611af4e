import { PHOTO_REVIEW_LABELS, PHOTO_UNDER_REVIEW_HINT } from "@down/common/schemas/photo-review";
import type { Intent } from "./intent";

/** The profile and photos, settings, notifications. */
export const PROFILE_SETTINGS_INTENTS: readonly Intent[] = [
  {
    id: "edit-profile",
    group: "profile",
    phrasings: [
      "How do I edit my profile?",
      "How do I change my bio?",
      "How do I update my name or age?",
      "Where do I fill in my details?",
      "Where do I change my profile info?",
      "How do I update my profile?",
      "Change my name",
    ],
    answer:
      "Open Profile, then Edit Profile. Fill in your basics (name, age, location, bio), interests, and as much of the rest as you like, then tap Save Changes. [Edit Profile](/profile/personal)",
  },
  {
    id: "photos",
    group: "profile",
    phrasings: [
      "How do I add photos?",
      "How do I upload pictures?",
      "How do I delete a photo?",
      "How do I change my profile picture?",
      "How do I add a picture to my profile?",
      "Remove a picture",
      "Can I have more than one photo?",
    ],
    answer:
      "In Edit Profile, tap Upload Photos to add one or more images, and the delete button on a photo to remove it. Your first photo is the one people see first; clear, recent photos of you get more matches. [Edit Profile](/profile/personal)",
  },
  {
    id: "photo-under-review",
    group: "profile",
    phrasings: [
      "Why is my photo under review?",
      "My photo says under review",
      "Why can't others see my new photo?",
      "What does Checking mean on my photo?",
      "My picture was flagged",
      "Why was my photo held?",
      "Do you check photos for nudity?",
    ],
    answer: `Every new photo passes DOWN's photo check before it joins your profile; it reads "${PHOTO_REVIEW_LABELS.checking}" for a moment while it is checked. ${PHOTO_UNDER_REVIEW_HINT} If the moderator approves it, it appears on your profile; if not, it is removed. You can delete it yourself meanwhile. [Edit Profile](/profile/personal)`,
  },
  {
    id: "public-preview",
    group: "profile",
    phrasings: [
      "How does my profile look to others?",
      "Can I preview my profile?",
      "What do people see when they open my profile?",
      "What does my profile look like?",
      "Show me my public profile",
      "View my profile as someone else",
    ],
    answer:
      "Open Profile, then Public Profile, to see yourself the way others do. [Preview my profile](/profile/public)",
  },
  {
    id: "interests",
    group: "profile",
    phrasings: [
      "How do I add interests?",
      "How do I add languages I speak?",
      "How do I remove an interest tag?",
      "Where do I put my interests?",
      "How do I add tags to my profile?",
      "Add a language",
    ],
    answer:
      "In Edit Profile, type an interest or language and press Enter to add it as a tag; tap the × on a tag to remove it. Then Save Changes. [Edit Profile](/profile/personal)",
  },
  {
    id: "distance-radius",
    group: "settings",
    phrasings: [
      "How do I change my search distance?",
      "How do I set my radius?",
      "Can I see people further away?",
      "How do I get unlimited distance?",
      "How far away can people be?",
      "Make my search area bigger",
      "Change the maximum distance",
      "Make my search distance smaller",
    ],
    answer:
      "In Settings, move the distance slider under Location & Distance: 5, 10, 25, 50 or 100 miles, or Unlimited. Results only show people within it. [Open Settings](/settings)",
  },
  {
    id: "location",
    group: "settings",
    phrasings: [
      "How do I change my location?",
      "How do I use my device location?",
      "How do I update my current location?",
      "My location is wrong",
      "How do I update where I am?",
      "The app has my location wrong",
      "Set my city",
      "Turn off device location",
    ],
    answer:
      "In Settings under Location & Distance, turn on Use Device Location and tap Update Current Location to search from where you are now. Or turn it off and type a city or ZIP code to search from there. [Open Settings](/settings)",
  },
  {
    id: "travel-mode",
    group: "settings",
    phrasings: [
      "What is travel mode?",
      "How do I search in another city?",
      "I'm travelling, can I see people there?",
      "Can I set a different location?",
      "Can I match with people in a city I'm going to?",
      "Travel Mode",
      "Search from a different city",
      "Can I match with people in the place I'm travelling to?",
      "I'm going to another city, can I see people there?",
    ],
    answer:
      "Travel Mode lets you search from somewhere else. In Settings, turn off Use Device Location, type a city or ZIP code in Travel Mode and tap Set Location. Results then center on that place until you change it. [Open Settings](/settings)",
  },
  {
    id: "visibility",
    group: "settings",
    phrasings: [
      "How do I hide my profile?",
      "How do I stop appearing in searches?",
      "Can I be invisible?",
      "Take me out of search results",
      "Can I hide from search results?",
      "How do I go invisible?",
      "Stop new people seeing my profile",
    ],
    answer:
      "In Settings, turn off PROFILE WILL APPEAR IN SEARCHES. New people will not find you in their results, and your matches and conversations stay as they are. Turn it back on any time. [Open Settings](/settings)",
  },
  {
    id: "accepting-matches",
    group: "settings",
    phrasings: [
      "How do I stop getting new matches?",
      "What does accepting new matches do?",
      "I want to take a break from matching",
      "Pause new match requests",
      "Turn off accepting new matches",
      "Stop people sending me match requests",
      "I don't want new matches right now",
    ],
    answer:
      "In Settings, turn off ACCEPTING NEW MATCHES. Nobody can send you a new match request while it's off; your existing matches and chats carry on. [Open Settings](/settings)",
  },
  {
    id: "interested-in",
    group: "settings",
    phrasings: [
      "How do I change who I'm interested in?",
      "How do I only see women?",
      "How do I only see men?",
      "Change my gender preference",
      "Show me only women",
      "How do I see couples?",
      "Who am I interested in?",
      "I want to see men and women",
      "Show me everyone",
      "Change who I see in results",
    ],
    answer:
      "In Settings, pick Men, Women, Couples or Everyone under Interested In. Results show people who fit your choice and whose choice fits you. [Open Settings](/settings)",
  },
  {
    id: "dark-mode",
    group: "settings",
    phrasings: [
      "How do I turn on dark mode?",
      "Can I change the theme?",
      "The app is too bright",
      "Switch to dark theme",
      "Light mode",
    ],
    answer: "In Settings, under APPEARANCE, switch on DARK MODE. DOWN remembers it. [Open Settings](/settings)",
  },
  {
    id: "notifications",
    group: "notifications",
    phrasings: [
      "How do notifications work?",
      "How do I turn off notifications?",
      "How do I get push notifications?",
      "What does the dot on the bell mean?",
      "Where are my notifications?",
      "Stop notifications",
      "Notifications are not working",
      "Turn on notifications",
      "How do I get notified about new messages?",
      "Will I be notified when someone messages me?",
      "Notification settings",
    ],
    answer:
      "The bell at the top opens your notifications (matches, match requests, messages, profile views), and its dot means something new. Push notifications to your phone are the PUSH NOTIFICATIONS switch in [Settings](/settings). [Open Notifications](/notifications)",
  },
];
