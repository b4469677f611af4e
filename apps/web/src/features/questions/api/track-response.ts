import type { TrackResponseBody } from "@down/common/schemas/answers";
import { apiRequest } from "@/lib/api-client";

/**
 * Saves one answer. Optimistic by design: the deck has already moved on, and docs/product.md#question-deck asks for a console
 * log only when it fails, so this never rejects.
 */
export async function trackResponse(body: TrackResponseBody): Promise<void> {
  try {
    await apiRequest("POST", "/api/analytics/track-response", body);
  } catch (error) {
    console.log("Failed to save answer", error);
  }
}
