/**
 * The constants of docs/product.md#constants that the sign-in screen and the app's start use, word for word.
 * constants.ts re-exports them; the sign-in screen, the splash and the app's start import them from here, so
 * the JavaScript a signed-out visitor downloads (its budget: scripts/check-budget.mjs) holds these few and
 * not every constant the signed-in app adds to constants.ts.
 */
export const OTP_LENGTH = 6;
export const PHONE_MIN_LENGTH = 10;

export const RESPONSES = ["D", "O", "W", "N"] as const;
export type Response = (typeof RESPONSES)[number];
export const RESPONSE_LABELS: Record<Response, string> = {
  D: "Done this",
  O: "Open to this",
  W: "Want this",
  N: "Never this",
};

export const TIMINGS = {
  splashMs: 2000,
  loginRedirectMs: 100,
  matchRedirectMs: 1500,
  profileSavedMs: 3000,
  tooltipDelayMs: 700,
  scrollHideDelayMs: 600,
} as const;
