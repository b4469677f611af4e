import { isApiError } from "@/lib/api-client";

/** The server's refusal under the adults-with-a-profile rule (search, match requests, chats). */
export const isProfileIncompleteError = (error: unknown): boolean =>
  isApiError(error, 403) && error.code === "profile_incomplete";
