import type { LookupAddress, LookupOptions } from "node:dns";
import { lookup as dnsLookup } from "node:dns/promises";
import { type AgentOptions, Agent as HttpsAgent } from "node:https";
import type { LookupFunction } from "node:net";
import type { ConnectionOptions } from "node:tls";
import ipaddr from "ipaddr.js";
import { buildConnector, type RequestInit, type Response, Agent as UndiciAgent, fetch as undiciFetch } from "undici";

/**
 * The one gate for every request the server makes to an address someone else chose: Web Push endpoints (a
 * browser hands them over, anyone can post one) and media URLs a provider lists (Instagram import). Without
 * it, such a URL makes the server call its own network: loopback admin ports, the cloud metadata service,
 * a private database (issue 23, finding 8; docs/decisions/022-outbound-requests-and-upload-budget.md).
 *
 * The rule: the host name is resolved (every address, not the first), each address must be public unicast
 * (ipaddr.js's ranges: loopback, private, link-local with 169.254.169.254, CGNAT, unique-local with
 * fd00:ec2::254, multicast, unspecified, reserved and the IPv6 transition ranges are all refused, IPv4-mapped
 * IPv6 judged as its IPv4), and the connection is made to an address that check answered: the check IS the
 * connection's DNS lookup, so a name that answers a public address first and a private one on the next
 * query (DNS rebinding) cannot slip in between.
 */

/** Every address a host name resolves to (dns.lookup all); tests inject a fake so nothing touches the network. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export class EgressRefused extends Error {
  readonly code = "EGRESS_REFUSED";
}

export interface EgressOptions {
  resolve?: Resolver;
  /** Test-only (PUSH_ALLOW_LOCAL_ENDPOINTS): loopback passes, for fake push services and CDNs on 127.0.0.1. */
  allowLoopback?: boolean;
  /** Test-only TLS additions (a fake service's CA) for every guarded connection. */
  tls?: Pick<ConnectionOptions, "ca">;
}

export interface EgressGuard {
  /** The checked addresses of the URL's host; rejects with EgressRefused when any of them is not public. */
  check(url: string | URL): Promise<LookupAddress[]>;
  /** net/tls `lookup` that answers only checked addresses (for agents and sockets of any client). */
  lookup: LookupFunction;
  /** An https.Agent whose every connection is checked (web-push's `agent` option). */
  httpsAgent(options?: AgentOptions): HttpsAgent;
  /** fetch whose every connection, redirects included, is checked. */
  fetch(url: string, init?: Omit<RequestInit, "dispatcher">): Promise<Response>;
}

/** Why this address may not be called (its ipaddr.js range), or null for a public unicast address. */
export function refusedRange(address: string, allowLoopback = false): string | null {
  if (!ipaddr.isValid(address)) return "not an address";
  // process() turns ::ffff:127.0.0.1 into 127.0.0.1, so a mapped address is judged as the IPv4 it reaches.
  const range = ipaddr.process(address).range();
  if (range === "unicast" || (allowLoopback && range === "loopback")) return null;
  return range;
}

const bare = (host: string) => (host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host);

export function egressGuard(options: EgressOptions = {}): EgressGuard {
  const resolve = options.resolve ?? systemResolver;
  const allowLoopback = options.allowLoopback ?? false;

  async function checkedAddresses(hostname: string): Promise<LookupAddress[]> {
    const host = bare(hostname);
    // An address literal is never looked up by net.connect, so it is judged here as written.
    const addresses = ipaddr.isValid(host)
      ? [{ address: host, family: ipaddr.parse(host).kind() === "ipv6" ? 6 : 4 }]
      : await resolve(host).catch(() => {
          throw new EgressRefused(`${host} does not resolve`);
        });
    if (addresses.length === 0) throw new EgressRefused(`${host} does not resolve`);
    for (const { address } of addresses) {
      const range = refusedRange(address, allowLoopback);
      if (range) throw new EgressRefused(`${host} resolves to ${address} (${range}), which the server never calls`);
    }
    return addresses;
  }

  const lookup: LookupFunction = (hostname, lookupOptions: LookupOptions, callback) => {
    checkedAddresses(hostname).then(
      (all) => {
        const family = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0;
        const wanted = family ? all.filter((a) => a.family === family) : all;
        const first = wanted[0];
        if (!first) return callback(new EgressRefused(`${hostname} has no IPv${family} address`), "", 0);
        if (lookupOptions.all) return callback(null, wanted);
        return callback(null, first.address, first.family);
      },
      (error: Error) => callback(error, "", 0),
    );
  };

  // undici's connector with the checked lookup; literals (which skip lookup) are checked before it.
  const connectVia = buildConnector({ ...options.tls, lookup });
  const dispatcher = new UndiciAgent({
    connect: (connectOptions, callback) => {
      const host = bare(connectOptions.hostname);
      if (!ipaddr.isValid(host)) return connectVia(connectOptions, callback);
      checkedAddresses(host).then(
        () => connectVia(connectOptions, callback),
        (error: Error) => callback(error, null),
      );
    },
  });

  return {
    check: async (url) => checkedAddresses(new URL(url).hostname),
    lookup,
    httpsAgent: (agentOptions = {}) => new HttpsAgent({ ...options.tls, ...agentOptions, lookup }),
    fetch: (url, init = {}) => undiciFetch(url, { ...init, dispatcher }),
  };
}
