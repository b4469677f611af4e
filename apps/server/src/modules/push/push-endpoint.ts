import { isIP } from "node:net";

/**
 * Push endpoints come from browsers but the server POSTs to them, so an endpoint is a way to make the server
 * call an address of the sender's choosing. Real push services are public https hosts; anything local or
 * private is refused (tests that run a fake push service on 127.0.0.1 opt in through config).
 */
export function isDeliverableEndpoint(endpoint: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowLocal && isLocalHost(url.hostname)) return url.protocol === "https:";
  if (url.protocol !== "https:" || url.username || url.password) return false;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isLocalHost(host) || host.endsWith(".local") || host.endsWith(".internal") || !host.includes(".")) return false;
  return isIP(host) === 0 || isPublicAddress(host);
}

function isLocalHost(host: string): boolean {
  return (
    host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1" || host === "[::1]" || host === "::1"
  );
}

function isPublicAddress(ip: string): boolean {
  if (isIP(ip) === 6) return !/^(::|::1|fc|fd|fe8|fe9|fea|feb|::ffff:)/i.test(ip);
  const [a = 0, b = 0] = ip.split(".").map(Number);
  return !(
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    a >= 224
  );
}
