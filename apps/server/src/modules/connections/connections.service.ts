import { createHash, timingSafeEqual } from "node:crypto";
import {
  exchangeCode,
  fetchImage,
  instagramImageUrls,
  type Provider,
  type ProviderTokens,
  spotifyTopArtists,
} from "../../adapters/oauth";
import type { PhotoScreener } from "../../adapters/photo-screener";
import type { PhotoStorage } from "../../adapters/storage";
import type { AppConfig, OAuthProviderConfig } from "../../config";
import type { Db } from "../../db/client";
import type { EgressGuard } from "../../lib/egress";
import { seal, unseal } from "../../lib/token-crypto";
import type { MatchingIndex } from "../../matching/matching-index";
import { addPhotosThatFit, freeRoom } from "../photos/photos.service";
import { photosChanged } from "../verification/verification.service";
import * as repo from "./connections.repo";

/** Instagram imports at most this many photos, and never past the profile's limit. */
export const MAX_IMPORTED_PHOTOS = 6;
export const STATE_TTL_MS = 10 * 60 * 1000;

export interface ConnectionDeps {
  db: Db;
  config: AppConfig;
  storage: PhotoStorage;
  matchingIndex: MatchingIndex;
  egress: EgressGuard;
  photoScreener: PhotoScreener;
}

export interface PendingAuthorization {
  provider: Provider;
  userId: string;
  state: string;
  verifier: string;
  expires: number;
}

const stateHash = (state: string) => createHash("sha256").update(state).digest("hex");

/**
 * Seals the pending authorization for the browser's cookie and remembers its state on the server, so the
 * callback can use it once: the cookie ties the state to this browser, the row makes it single-use (a
 * replayed callback within the 10 minutes finds no row; issue 23, finding 8).
 */
export async function beginAuthorization(db: Db, key: Buffer, pending: PendingAuthorization): Promise<string> {
  await repo.saveState(db, {
    stateHash: stateHash(pending.state),
    userId: pending.userId,
    provider: pending.provider,
    expiresAt: new Date(pending.expires),
  });
  return seal(key, JSON.stringify(pending));
}

/** The pending authorization, used up: only the first callback with this browser's state gets it. */
export async function takeState(
  db: Db,
  key: Buffer,
  sealed: string | undefined,
  expected: { provider: Provider; userId: string; state: string },
): Promise<PendingAuthorization | null> {
  const pending = openState(key, sealed, expected);
  if (!pending) return null;
  return (await repo.takeState(db, stateHash(pending.state), pending.userId, pending.provider)) ? pending : null;
}

/** The pending authorization from the cookie, if it is ours, fresh, for this provider and this person. */
function openState(
  key: Buffer,
  sealed: string | undefined,
  expected: { provider: Provider; userId: string; state: string },
): PendingAuthorization | null {
  const text = sealed ? unseal(key, sealed) : null;
  if (!text) return null;
  const pending = JSON.parse(text) as PendingAuthorization;
  const a = Buffer.from(pending.state);
  const b = Buffer.from(expected.state);
  const sameState = a.length === b.length && timingSafeEqual(a, b);
  if (!sameState || pending.provider !== expected.provider || pending.userId !== expected.userId) return null;
  return pending.expires > Date.now() ? pending : null;
}

export function connectionsOf(deps: ConnectionDeps, userId: string) {
  return repo.listFor(deps.db, userId).then((rows) =>
    (["instagram", "spotify"] as const).map((provider) => {
      const row = rows.find((r) => r.provider === provider);
      return {
        provider,
        configured: Boolean(deps.config.oauth[provider]),
        connected: Boolean(row),
        connectedAt: row?.connectedAt.toISOString() ?? null,
        topArtists: row?.topArtists ?? [],
        importedPhotos: row?.importedPhotos ?? 0,
      };
    }),
  );
}

/**
 * After the code exchange: keep the tokens sealed, then do what the connection is for. Instagram's
 * newest images go through the same photo pipeline as uploads (normalized, metadata stripped,
 * thumbnails), up to the room left; Spotify's top artists go on the profile.
 */
export async function completeConnection(
  deps: ConnectionDeps,
  provider: Provider,
  providerConfig: OAuthProviderConfig,
  userId: string,
  params: { code: string; redirectUri: string; verifier: string },
): Promise<void> {
  const key = deps.config.tokenEncryptionKey;
  if (!key) throw new Error("TOKEN_ENCRYPTION_KEY is required for connected accounts");
  const tokens = await exchangeCode(providerConfig, params);
  let topArtists: string[] = [];
  let importedPhotos = 0;
  if (provider === "spotify") {
    topArtists = await spotifyTopArtists(providerConfig, tokens.accessToken);
  } else {
    // The free room now only says how many images are worth fetching; the room is held, under the photo
    // lock, only for what is decoded, so uploads or another import meanwhile shrink what comes in rather
    // than failing the connection or passing the limit (docs/decisions/022-outbound-requests-and-upload-budget.md).
    const room = await freeRoom(deps.db, userId, MAX_IMPORTED_PHOTOS);
    const urls = await instagramImageUrls(providerConfig, tokens.accessToken, room);
    // A media URL the guard refuses (or a CDN that fails) is skipped; the others still come in.
    const fetched = await Promise.allSettled(urls.map((url) => fetchImage(deps.egress, url)));
    const images = fetched.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    importedPhotos = (await addPhotosThatFit(deps, userId, images)).length;
    if (importedPhotos > 0) await photosChanged(deps, userId);
  }
  await repo.save(deps.db, { userId, provider, ...sealedTokens(key, tokens), topArtists, importedPhotos });
}

function sealedTokens(key: Buffer, tokens: ProviderTokens) {
  return {
    accessTokenSealed: seal(key, tokens.accessToken),
    refreshTokenSealed: tokens.refreshToken ? seal(key, tokens.refreshToken) : null,
    expiresAt: tokens.expiresIn ? new Date(Date.now() + tokens.expiresIn * 1000) : null,
  };
}

/** Forgets the tokens; imported photos stay on the profile (they are the person's photos now). */
export const disconnect = (db: Db, userId: string, provider: Provider) => repo.remove(db, userId, provider);

/** The person's top Spotify artists, shown on their public profile (empty when not connected). */
export const topArtistsOf = (db: Db, userId: string) => repo.topArtistsOf(db, userId);
