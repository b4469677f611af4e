/** Business constants of docs/product.md#constants, word for word. */
import type { Response } from "./sign-in-constants";

// The sign-in screen's few live in sign-in-constants.ts (its JavaScript budget); every other importer finds them here.
export { OTP_LENGTH, PHONE_MIN_LENGTH, RESPONSE_LABELS, RESPONSES, type Response, TIMINGS } from "./sign-in-constants";
export const MIN_AGE = 18;
export const MAX_AGE = 100;

export const QUESTIONS_PER_SESSION = 20;
export const SWIPE_THRESHOLD_PX = 50;

export const RESPONSE_WEIGHTS: Record<Response, number> = { D: 4, O: 3, W: 2, N: 1 };
/** Match-details group labels (docs/product.md#constants). */
export const MATCH_GROUP_LABELS: Record<Response, string> = {
  D: "Both done this",
  O: "Both open to this",
  W: "Both want this",
  N: "None of this",
};

export const EARTH_RADIUS_MILES = 3959;
export const UNLIMITED_RADIUS = 999;
export const DISTANCE_OPTIONS = [5, 10, 25, 50, 100, 999] as const;
export const DEFAULT_DISTANCE_RADIUS = 25;
export const DEFAULT_LOCATION = { lat: 36.1627, lng: -86.7816, label: "Nashville, TN" } as const;
export const DEVICE_LOCATION_LABEL = "Current Location";

export const INTERESTED_IN_OPTIONS = ["Men", "Women", "Couples", "Everyone"] as const;
export const DATE_TYPES = ["romantic", "hang", "play"] as const;
export type DateType = (typeof DATE_TYPES)[number];

export const TOAST = { limit: 1, maxWidthPx: 420, durationMs: 5000, removeDelayMs: 1_000_000 } as const;

export const DASHBOARD_MATCH_LIMIT = 2;
export const MATCH_PREVIEW_COUNT = 2;
export const PLACEHOLDER_RATING = 4.5;
export const DELETE_CONFIRM_WORD = "DELETE";

/**
 * The words the app shows for taking a break from DOWN or leaving it: Settings' YOUR ACCOUNT card, the Profile
 * menu's ACCOUNT group and the Delete Account page. LOVE quotes them from here, so its answers and the screens
 * cannot disagree.
 */
export const ACCOUNT_LABELS = {
  settingsSection: "YOUR ACCOUNT",
  pause: "PAUSE MY ACCOUNT",
  downloadData: "DOWNLOAD MY DATA",
  profileMenuGroup: "ACCOUNT",
  deleteAccount: "Delete Account",
} as const;
/**
 * The words Settings shows on its sections and controls, keyed by the field a control saves (profile or search
 * preferences) or the section it heads. The screens render them from here and LOVE quotes them from here (issue
 * 27), so an answer can never name a switch the app no longer has.
 */
export const SETTINGS_LABELS = {
  locationSection: "Location & Distance",
  useDeviceLocation: "Use Device Location",
  updateLocation: "Update Current Location",
  travelMode: "Travel Mode",
  setLocation: "Set Location",
  matchingSection: "MATCHING & PRIVACY",
  pushNotifications: "PUSH NOTIFICATIONS",
  appearInSearches: "PROFILE WILL APPEAR IN SEARCHES",
  acceptingMatches: "ACCEPTING NEW MATCHES",
  interestedIn: "Interested In",
  socialAccounts: "SOCIAL ACCOUNTS",
  whoSection: "WHO I WANT TO SEE",
  ageRange: "Age range",
  verifiedOnly: "VERIFIED PEOPLE ONLY",
  blockedSection: "BLOCKED PEOPLE",
  appearanceSection: "APPEARANCE",
  darkMode: "DARK MODE",
} as const;
/** The id of Settings' YOUR ACCOUNT card: a link to `/settings#pause` scrolls to it. */
export const PAUSE_ANCHOR = "pause";
/** How long a 'Download my data' link works: the server holds it, Settings and LOVE say it. */
export const EXPORT_LINK_MINUTES = 15;
export const ACCOUNT_PATHS = { pause: `/settings#${PAUSE_ANCHOR}`, deleteAccount: "/delete" } as const;

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
/** Answers one may change (re-answer differently) per 24 hours; first answers are not limited. */
export const ANSWER_CHANGES_PER_DAY = 20;
/** Times one may move one's own search point (Travel Mode, device location) per hour. */
export const LOCATION_MOVES_PER_HOUR = 30;
export const OTP_RESEND_COOLDOWN_MS = 30 * 1000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The WebSocket of realtime events (schemas/realtime-events.ts holds what travels on it). */
export const REALTIME_PATH = "/api/ws";
