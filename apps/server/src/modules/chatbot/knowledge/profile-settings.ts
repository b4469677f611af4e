import {
  DISTANCE_OPTIONS,
  INTERESTED_IN_OPTIONS,
  MAX_AGE,
  MIN_AGE,
  SETTINGS_LABELS,
  UNLIMITED_RADIUS,
} from "@down/common/constants";
import { PHOTO_REVIEW_LABELS, PHOTO_UNDER_REVIEW_HINT } from "@down/common/schemas/photo-review";
import { VERIFICATION_ATTEMPTS_PER_DAY } from "@down/common/schemas/verification";
import { MAX_PHOTOS_PER_PROFILE } from "../../../lib/photo-limits";
import type { Intent } from "./intent";

// Every label and limit below is the app's own constant (issue 27): knowledge/coverage.test.ts fails when an
// answer repeats a label's words instead of importing them.
const S = SETTINGS_LABELS;
/** "5, 10, 25, 50 or 100 miles, or Unlimited": the slider's steps. */
const distanceSteps = (() => {
  const miles = DISTANCE_OPTIONS.filter((d) => d !== UNLIMITED_RADIUS);
  return `${miles.slice(0, -1).join(", ")} or ${miles.at(-1)} miles, or Unlimited`;
})();
const interestOptions = `${INTERESTED_IN_OPTIONS.slice(0, -1).join(", ")} or ${INTERESTED_IN_OPTIONS.at(-1)}`;

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
      "Change my age",
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
      "How many photos can I add?",
      "How do I choose my first photo?",
    ],
    answer: `In Edit Profile, tap Upload Photos to add one or more images (up to ${MAX_PHOTOS_PER_PROFILE}), and the delete button on a photo to remove it. Your first photo is the one people see first: drag a photo by its handle in [Gallery](/gallery) to change the order. Clear, recent photos of you get more matches. [Edit Profile](/profile/personal)`,
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
    answer: `In Settings, move the distance slider under ${S.locationSection}: ${distanceSteps}. Results show people within it. [Open Settings](/settings)`,
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
    answer: `In Settings under ${S.locationSection}, turn on ${S.useDeviceLocation} and tap ${S.updateLocation} to search from where you are now. Or turn it off and type a city or ZIP code to search from there. [Open Settings](/settings)`,
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
      "Can I look at people in a place I'm going to?",
    ],
    answer: `${S.travelMode} lets you search from somewhere else. In Settings, turn off ${S.useDeviceLocation}, type a city or ZIP code in ${S.travelMode} and tap ${S.setLocation}. Results then center on that place until you change it. [Open Settings](/settings)`,
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
    answer: `In Settings under ${S.matchingSection}, turn off ${S.appearInSearches}. New people will not find you in their results, and your matches and conversations stay as they are. Turn it back on any time. [Open Settings](/settings)`,
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
    answer: `In Settings under ${S.matchingSection}, turn off ${S.acceptingMatches}. Nobody can send you a new match request while it's off; your existing matches and chats carry on. [Open Settings](/settings)`,
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
    answer: `In Settings under ${S.matchingSection}, pick ${interestOptions} in ${S.interestedIn}. Results show people who fit your choice and whose choice fits you. [Open Settings](/settings)`,
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
    answer: `In Settings, under ${S.appearanceSection}, switch on ${S.darkMode}. DOWN remembers it. [Open Settings](/settings)`,
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
    answer: `The bell at the top opens your notifications (matches, match requests, messages, profile views), and its dot means something new. Push notifications to your phone are the ${S.pushNotifications} switch under ${S.matchingSection} in [Settings](/settings). [Open Notifications](/notifications)`,
  },
  {
    id: "profile-details",
    group: "profile",
    phrasings: [
      "How do I add my height?",
      "Where do I put my job and education?",
      "How do I say what I'm looking for?",
      "Can I add my religion or star sign?",
      "Where do I say if I want kids?",
      "How do I add my pronouns?",
      "Can I say I smoke or drink?",
      "What details can I fill in on my profile?",
      "Where do I set my gender?",
      "Add my zodiac sign",
      "Can I say I want something serious or casual?",
    ],
    answer:
      "Edit Profile has a card for each kind of detail: Basic Information (name, age, location, bio), Interests, Physical & Identity (height, gender, pronouns, body type, ethnicity), Professional & Education, Lifestyle (smoking, drinking, drugs), Health & Accessibility, Family & Relationships (looking for, interested in, kids), Beliefs & Culture (religion, politics, zodiac sign) and Languages. Fill in what you like and tap Save Changes. Name, age, gender and interested in can change but not be emptied. [Edit Profile](/profile/personal)",
  },
  {
    id: "verification",
    group: "profile",
    phrasings: [
      "How do I get verified?",
      "What is photo verification?",
      "What does the Verified badge mean?",
      "Why was my verification not approved?",
      "How do I verify my profile?",
      "Who sees my verification selfie?",
      "What is the blue tick on a profile?",
      "How do I prove my photos are really me?",
      "Why was my selfie rejected?",
    ],
    answer: `Photo verification is on [Edit Profile](/profile/personal): take a selfie copying the pose drawn there, and a moderator compares it with your photos. Once approved, people see a Verified badge on your card and profile. Only moderators ever see the selfie, you get ${VERIFICATION_ATTEMPTS_PER_DAY} tries a day, and changing your photos asks for a new selfie.`,
  },
  {
    id: "social-accounts",
    group: "profile",
    phrasings: [
      "How do I connect Instagram?",
      "How do I link my Spotify?",
      "Can I import photos from Instagram?",
      "How do I disconnect Instagram?",
      "Connect my social accounts",
      "Can I put my Spotify on my profile?",
    ],
    answer: `Connect Instagram (to import photos) or Spotify under ${S.socialAccounts} in [Settings](/settings) or on [Edit Profile](/profile/personal), and Disconnect them there too. They show only when DOWN is set up for them.`,
  },
  {
    id: "age-range",
    group: "settings",
    phrasings: [
      "How do I change the age range?",
      "Can I set an age limit?",
      "Only show me people my age",
      "How do I see older people?",
      "How do I filter by age?",
      "I only want to see people between 25 and 35",
      "Set the youngest and oldest age",
      "Can I only see younger people?",
    ],
    answer: `In Settings under ${S.whoSection}, drag the two ends of ${S.ageRange} (${MIN_AGE} to ${MAX_AGE}). It works both ways: people outside your range won't see you either. [Open Settings](/settings)`,
  },
  {
    id: "verified-only",
    group: "settings",
    phrasings: [
      "How do I only see verified people?",
      "Can I hide profiles that aren't verified?",
      "Show me only verified profiles",
      "What does verified people only do?",
      "Filter out unverified people",
    ],
    answer: `In Settings under ${S.whoSection}, turn on ${S.verifiedOnly}: you see only people whose photos a moderator verified, and only they see you. [Open Settings](/settings)`,
  },
];
