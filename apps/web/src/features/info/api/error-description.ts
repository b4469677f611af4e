import { isApiError } from "@/lib/api-client";

/** The server's own words when it sent some, otherwise a calm generic line. */
export function errorDescription(error: unknown): string {
  return (isApiError(error) && error.serverMessage) || "Something went wrong. Please try again.";
}
