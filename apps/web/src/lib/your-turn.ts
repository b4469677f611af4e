import { isApiError } from "@/lib/api-client";
import { toast } from "@/lib/lazy-toast";

/** Where the refusal's link goes: Matches, at the note that counts who waits (docs/product.md, "Your turn"). */
export const YOUR_TURN_HREF = "/matches#your-turn";

/**
 * A match request refused because too many matches wait on the person's reply (409 your_turn): says so in
 * the server's words with a link to the waiting list, and answers true; anything else is the caller's.
 */
export function showYourTurn(error: unknown, navigate: (to: string) => void): boolean {
  if (!isApiError(error, 409) || error.code !== "your_turn") return false;
  toast.error("Your turn", {
    description: error.serverMessage ?? "Answer or close a match before sending a new match request.",
    action: { label: "See who's waiting", onClick: () => navigate(YOUR_TURN_HREF) },
  });
  return true;
}
