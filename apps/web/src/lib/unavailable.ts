import { isApiError } from "./api-client";

/**
 * The person or thing is missing or hidden from this person (deleted, blocked, banned, never matched): the
 * screen says it isn't available, never "check your connection". A 403 for one's own unfinished profile is not
 * that: it opens the finish-profile step (docs/decisions/030-unavailable-offline-and-unconfigured.md).
 * Its own module, so the login screen (which loads api-client) does not carry it.
 */
export function isUnavailable(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || (error.status === 403 && error.code !== "profile_incomplete"));
}
