import { ACCOUNT_INTENTS } from "./account";
import { APP_INTENTS } from "./app";
import { CONNECTION_INTENTS } from "./connections";
import { DATE_INTENTS } from "./dates";
import type { Intent } from "./intent";
import { MATCHING_INTENTS } from "./matching";
import { OWN_DATA_INTENTS } from "./own-data";
import { PROFILE_SETTINGS_INTENTS } from "./profile-settings";
import { SAFETY_INTENTS } from "./safety";

/** Everything LOVE knows, in one list the matcher indexes once. */
export const KNOWLEDGE_BASE: readonly Intent[] = [
  ...MATCHING_INTENTS,
  ...CONNECTION_INTENTS,
  ...DATE_INTENTS,
  ...PROFILE_SETTINGS_INTENTS,
  ...SAFETY_INTENTS,
  ...ACCOUNT_INTENTS,
  ...APP_INTENTS,
  ...OWN_DATA_INTENTS,
];
