import { createHash, randomBytes } from "node:crypto";
import type { OAuthProviderConfig } from "../config";
import type { EgressGuard } from "../lib/egress";

export const PROVIDERS = ["instagram", "spotify"] as const;
export type Provider = (typeof PROVIDERS)[number];

/** What each provider is asked for: Instagram media to import, Spotify top artists. */
const SCOPES: Record<Provider, string> = {
  instagram: "instagram_business_basic",
  spotify: "user-top-read",
};
const TIMEOUT_MS = 10_000;
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export class ProviderError extends Error {}

/** RFC 7636: a random verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

export function authorizeUrl(
  provider: Provider,
  config: OAuthProviderConfig,
  params: { redirectUri: string; state: string; challenge: string },
): string {
  const url = new URL(config.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    response_type: "code",
    redirect_uri: params.redirectUri,
    scope: SCOPES[provider],
    state: params.state,
    code_challenge: params.challenge,
    code_challenge_method: "S256",
  }).toString();
  return url.toString();
}

export interface ProviderTokens {
  accessToken: string;
  refreshToken: string | undefined;
  expiresIn: number | undefined;
}

/** The authorization-code exchange, with the PKCE verifier and the client's secret (server to server). */
export async function exchangeCode(
  config: OAuthProviderConfig,
  params: { code: string; redirectUri: string; verifier: string },
): Promise<ProviderTokens> {
  const response = await fetch(config.tokenUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({
      grant_type: "authorization_code",
      code: params.code,
      redirect_uri: params.redirectUri,
      client_id: config.clientId,
      client_secret: config.clientSecret,
      code_verifier: params.verifier,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new ProviderError(`token exchange answered ${response.status}`);
  const body = (await response.json()) as Record<string, unknown>;
  if (typeof body.access_token !== "string") throw new ProviderError("token exchange gave no access token");
  return {
    accessToken: body.access_token,
    refreshToken: typeof body.refresh_token === "string" ? body.refresh_token : undefined,
    expiresIn: typeof body.expires_in === "number" ? body.expires_in : undefined,
  };
}

async function getJson(url: string, token: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: "application/json" },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new ProviderError(`${new URL(url).pathname} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * A media URL the server may fetch: https only. Instagram's CDN serves https; anything else (plain http
 * that anyone on the path could swap, file:, data:, an internal host by another scheme) is refused.
 */
export function isHttpsUrl(value: unknown): value is string {
  if (typeof value !== "string" || !URL.canParse(value)) return false;
  return new URL(value).protocol === "https:";
}

/** The person's most recent Instagram images (not videos), newest first; media not on https is skipped. */
export async function instagramImageUrls(config: OAuthProviderConfig, token: string, limit: number): Promise<string[]> {
  if (limit <= 0) return [];
  const body = await getJson(`${config.apiUrl}/me/media?fields=id,media_type,media_url&limit=25`, token);
  const items = Array.isArray(body.data) ? (body.data as Array<Record<string, unknown>>) : [];
  return items
    .filter((item) => item.media_type === "IMAGE")
    .map((item) => item.media_url)
    .filter(isHttpsUrl)
    .slice(0, limit);
}

/** Names of the person's top Spotify artists. */
export async function spotifyTopArtists(config: OAuthProviderConfig, token: string): Promise<string[]> {
  const body = await getJson(`${config.apiUrl}/v1/me/top/artists?limit=10&time_range=medium_term`, token);
  const items = Array.isArray(body.items) ? (body.items as Array<Record<string, unknown>>) : [];
  return items
    .map((item) => item.name)
    .filter((name): name is string => typeof name === "string")
    .map((name) => name.slice(0, 100))
    .slice(0, 10);
}

/**
 * An image from the provider's CDN, bounded in size and time; the photo pipeline decodes it after. The URL
 * is whatever the provider's API listed, so it goes through the egress guard (lib/egress.ts): a media URL
 * naming a local or private address is never fetched, redirects included.
 */
export async function fetchImage(egress: EgressGuard, url: string): Promise<Buffer> {
  if (!isHttpsUrl(url)) throw new ProviderError("not an https URL");
  const response = await egress.fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new ProviderError(`image answered ${response.status}`);
  if (Number(response.headers.get("content-length") ?? 0) > MAX_IMAGE_BYTES) throw new ProviderError("image too large");
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > MAX_IMAGE_BYTES) throw new ProviderError("image too large");
  return bytes;
}
