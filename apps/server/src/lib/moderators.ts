import type { AppConfig } from "../config";
import type { SessionUser } from "./session";

/** Moderators are the signed-in people whose phone is listed in MODERATOR_PHONES. */
export const isModerator = (config: Pick<AppConfig, "moderatorPhones">, user: Pick<SessionUser, "phone">) =>
  config.moderatorPhones.has(user.phone);
