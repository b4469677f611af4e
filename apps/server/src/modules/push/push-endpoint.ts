import { badRequest } from "../../lib/app-error";
import { type EgressGuard, EgressRefused } from "../../lib/egress";

const notAPushService = () => badRequest("That push endpoint is not one a push service would give a browser.");

/**
 * Push endpoints come from browsers but the server POSTs to them, so an endpoint is a way to make the server
 * call an address of the sender's choosing. Real push services are public https hosts: the URL must be https
 * without credentials, and its host must pass the egress guard (every resolved address public; lib/egress.ts).
 * Sending checks again (adapters/push.ts), since a name can resolve elsewhere later.
 */
export async function checkDeliverableEndpoint(endpoint: string, egress: EgressGuard): Promise<void> {
  if (!URL.canParse(endpoint)) throw notAPushService();
  const url = new URL(endpoint);
  if (url.protocol !== "https:" || url.username || url.password) throw notAPushService();
  try {
    await egress.check(url);
  } catch (error) {
    if (error instanceof EgressRefused) throw notAPushService();
    throw error;
  }
}
