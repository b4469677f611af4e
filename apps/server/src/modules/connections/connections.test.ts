import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchImage } from "../../adapters/oauth";
import { connectedAccounts, photoUploadHolds } from "../../db/schema";
import { egressGuard } from "../../lib/egress";
import { createTestApp, type SignedIn, signIn, testDb } from "../../test/test-app";
import { multipart, png } from "../photos/photos.test-helpers";
import { cdnTls, type FakeProvider, startFakeProvider } from "./connections.fake-provider";

/** The fake's CDN is on 127.0.0.1, so this guard lets loopback through; the strict app below does not. */
const lenientEgress = egressGuard({
  resolve: async (hostname) => {
    throw new Error(`no DNS in tests (${hostname})`);
  },
  allowLoopback: true,
  tls: cdnTls,
});
let fake: FakeProvider;
let base: string;

let app: FastifyInstance;
let dataDir: string;
beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 64, height: 80, channels: 3, background: "#39c" } })
    .jpeg()
    .toBuffer();
  fake = await startFakeProvider(jpeg);
  base = fake.base;
  dataDir = await mkdtemp(path.join(tmpdir(), "down-connections-"));
  app = await createTestApp(providerEnv(), { egress: lenientEgress });
});

function providerEnv(): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    PUBLIC_URL: "http://down.test",
    TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
    INSTAGRAM_CLIENT_ID: "ig-client",
    INSTAGRAM_CLIENT_SECRET: "shh",
    INSTAGRAM_AUTHORIZE_URL: `${base}/ig/authorize`,
    INSTAGRAM_TOKEN_URL: `${base}/ig/token`,
    INSTAGRAM_API_URL: `${base}/ig`,
    SPOTIFY_CLIENT_ID: "sp-client",
    SPOTIFY_CLIENT_SECRET: "shh",
    SPOTIFY_AUTHORIZE_URL: `${base}/spotify/authorize`,
    SPOTIFY_TOKEN_URL: `${base}/spotify/token`,
    SPOTIFY_API_URL: `${base}/spotify`,
  };
}
afterAll(async () => {
  await app.close();
  fake.close();
  await rm(dataDir, { recursive: true, force: true });
});

const cookieOf = (setCookie: string | string[] | undefined, name: string) =>
  [setCookie ?? []]
    .flat()
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0];

/** The pending-authorization cookie of the last connect(), to replay its callback. */
let lastPendingCookie: string | undefined;

/** The whole dance: our authorize → the fake provider → our callback, with the browser's cookies. */
async function connect(
  me: SignedIn,
  provider: "instagram" | "spotify",
  tamper?: (callback: URL) => void,
  on: FastifyInstance = app,
) {
  const start = await on.inject({
    method: "GET",
    url: `/api/connections/${provider}/authorize`,
    headers: { cookie: me.cookie },
  });
  expect(start.statusCode).toBe(302);
  const pending = cookieOf(start.headers["set-cookie"], "oauth_pending");
  lastPendingCookie = pending;
  const authorize = new URL(start.headers.location as string);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("redirect_uri")).toBe(`http://down.test/auth/${provider}/callback`);
  const consent = await fetch(authorize, { redirect: "manual" });
  const callback = new URL(consent.headers.get("location")!);
  tamper?.(callback);
  const done = await on.inject({
    method: "GET",
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: `${me.cookie}; ${pending}` },
  });
  expect(done.statusCode).toBe(303);
  return new URL(done.headers.location as string, "http://down.test");
}

const connectionsOf = async (me: SignedIn) =>
  (await app.inject({ method: "GET", url: `/api/connections/${me.id}`, headers: { cookie: me.cookie } })).json()
    .connections as Array<{
    provider: string;
    connected: boolean;
    configured: boolean;
    topArtists: string[];
    importedPhotos: number;
  }>;

describe("connected accounts (against a fake provider)", () => {
  it("Instagram: exchanges the code with PKCE, seals the tokens and imports up to 6 images as photos", async () => {
    const me = await signIn(app);
    const landed = await connect(me, "instagram");
    expect(landed.pathname).toBe("/profile/personal");
    expect(landed.searchParams.get("connect")).toBe("connected");
    const ig = (await connectionsOf(me)).find((c) => c.provider === "instagram");
    expect(ig).toMatchObject({ connected: true, configured: true, importedPhotos: 6 });
    const profile = (
      await app.inject({ method: "GET", url: `/api/profiles/${me.id}`, headers: { cookie: me.cookie } })
    ).json();
    expect(profile.photos).toHaveLength(6);
    expect(profile.photos[0]).toMatch(/^\/uploads\/[a-f0-9-]{36}\.webp$/);
    const [row] = await testDb(app).select().from(connectedAccounts).where(eq(connectedAccounts.userId, me.id));
    expect(row!.accessTokenSealed).not.toContain("fake-access-token");
    expect(JSON.stringify(await connectionsOf(me))).not.toContain("fake");
  });

  it("Instagram: fetches media over https only; http and other schemes are never fetched", async () => {
    const me = await signIn(app);
    fake.insecureMedia = true;
    fake.cdnHits.length = 0;
    try {
      expect((await connect(me, "instagram")).searchParams.get("connect")).toBe("connected");
    } finally {
      fake.insecureMedia = false;
    }
    // Images 0, 2, 4 and 6 were on http, 8 on file:, 1 is a video: only 3, 5 and 7 came over https.
    expect(fake.cdnHits.sort()).toEqual(["/cdn/3.jpg", "/cdn/5.jpg", "/cdn/7.jpg"]);
    expect((await connectionsOf(me)).find((c) => c.provider === "instagram")?.importedPhotos).toBe(3);
    await expect(fetchImage(lenientEgress, `${base}/cdn/0.jpg`)).rejects.toThrow("not an https URL");
    await expect(fetchImage(lenientEgress, "file:///etc/passwd")).rejects.toThrow("not an https URL");
  });

  it("Instagram: a media URL on a local address is never fetched (the egress guard; issue 23, finding 8)", async () => {
    // The same provider, but the app's guard is the real one: the fake CDN on 127.0.0.1 is a local canary.
    const strict = await createTestApp({ ...providerEnv(), DATA_DIR: `${dataDir}/strict` });
    try {
      const me = await signIn(strict);
      fake.cdnHits.length = 0;
      expect((await connect(me, "instagram", undefined, strict)).searchParams.get("connect")).toBe("connected");
      expect(fake.cdnHits).toEqual([]);
      const profile = await strict.inject({
        method: "GET",
        url: `/api/profiles/${me.id}`,
        headers: { cookie: me.cookie },
      });
      expect(profile.json().photos).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it("Spotify: top artists on the profile, then Disconnect forgets the tokens", async () => {
    const me = await signIn(app);
    expect((await connect(me, "spotify")).searchParams.get("connect")).toBe("connected");
    expect((await connectionsOf(me)).find((c) => c.provider === "spotify")?.topArtists).toEqual([
      "Phoebe Bridgers",
      "Khruangbin",
    ]);
    const other = await signIn(app);
    const seen = await app.inject({
      method: "GET",
      url: `/api/public-profiles/${me.id}`,
      headers: { cookie: other.cookie },
    });
    expect(seen.json().topArtists).toEqual(["Phoebe Bridgers", "Khruangbin"]);
    const off = await app.inject({
      method: "DELETE",
      url: `/api/connections/${me.id}/spotify`,
      headers: { cookie: me.cookie },
    });
    expect(off.statusCode).toBe(200);
    expect((await connectionsOf(me)).find((c) => c.provider === "spotify")?.connected).toBe(false);
    expect(await testDb(app).select().from(connectedAccounts).where(eq(connectedAccounts.userId, me.id))).toEqual([]);
  });

  it("refuses a wrong state, and stores nothing", async () => {
    const me = await signIn(app);
    const landed = await connect(me, "spotify", (callback) => callback.searchParams.set("state", "forged"));
    expect(landed.searchParams.get("connect")).toBe("expired");
    expect((await connectionsOf(me)).every((c) => !c.connected)).toBe(true);
  });

  it("uses a state once: the same callback replayed within its 10 minutes is refused", async () => {
    const me = await signIn(app);
    let replay: URL | undefined;
    expect((await connect(me, "spotify", (callback) => (replay = new URL(callback)))).searchParams.get("connect")).toBe(
      "connected",
    );
    // The same browser cookie and callback URL: both still look valid for 10 minutes, so only the server's
    // record that the state was used can refuse it (before any code exchange).
    const replayed = await app.inject({
      method: "GET",
      url: `${replay!.pathname}${replay!.search}`,
      headers: { cookie: `${me.cookie}; ${lastPendingCookie}` },
    });
    expect(new URL(replayed.headers.location as string, "http://x").searchParams.get("connect")).toBe("expired");
  });

  it("a refused consent lands back on the profile with nothing connected", async () => {
    const me = await signIn(app);
    fake.refuseConsent = true;
    try {
      expect((await connect(me, "instagram")).searchParams.get("connect")).toBe("denied");
    } finally {
      fake.refuseConsent = false;
    }
    expect((await connectionsOf(me)).every((c) => !c.connected)).toBe(true);
  });

  it("only the owner reads or disconnects; another person's pending cookie does not work", async () => {
    const [me, other] = [await signIn(app), await signIn(app)];
    expect(
      (await app.inject({ method: "GET", url: `/api/connections/${me.id}`, headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          method: "DELETE",
          url: `/api/connections/${me.id}/spotify`,
          headers: { cookie: other.cookie },
        })
      ).statusCode,
    ).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/connections/spotify/authorize" })).statusCode).toBe(401);
    // Other's session with my pending authorization: refused.
    const start = await app.inject({
      method: "GET",
      url: "/api/connections/spotify/authorize",
      headers: { cookie: me.cookie },
    });
    const pending = cookieOf(start.headers["set-cookie"], "oauth_pending");
    const consent = await fetch(new URL(start.headers.location as string), { redirect: "manual" });
    const callback = new URL(consent.headers.get("location")!);
    const done = await app.inject({
      method: "GET",
      url: `${callback.pathname}${callback.search}`,
      headers: { cookie: `${other.cookie}; ${pending}` },
    });
    expect(new URL(done.headers.location as string, "http://x").searchParams.get("connect")).toBe("expired");
  });
});

describe("Instagram import and uploads share the profile's room (docs/decisions/022)", () => {
  async function upload(me: SignedIn, photos = 1) {
    const one = await png();
    const body = await multipart(Array.from({ length: photos }, () => one));
    return app.inject({
      method: "POST",
      url: "/api/upload/photos",
      payload: body.payload,
      headers: { ...body.headers, cookie: me.cookie },
    });
  }
  const photosOf = async (me: SignedIn): Promise<string[]> =>
    (await app.inject({ method: "GET", url: `/api/profiles/${me.id}`, headers: { cookie: me.cookie } })).json().photos;
  async function until(done: () => boolean) {
    for (let waited = 0; !done(); waited += 10) {
      if (waited > 20_000) throw new Error("timed out waiting");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it("an upload still decoding keeps its room: the import takes only what is left, and connects", async () => {
    const me = await signIn(app);
    expect((await upload(me, 2)).statusCode).toBe(200);
    // Another upload of 3 photos is decoding: its hold is all a room check sees of it.
    await testDb(app)
      .insert(photoUploadHolds)
      .values({ userId: me.id, photos: 3, expiresAt: new Date(Date.now() + 60_000) });
    expect((await connect(me, "instagram")).searchParams.get("connect")).toBe("connected");
    expect((await connectionsOf(me)).find((c) => c.provider === "instagram")?.importedPhotos).toBe(1);
    expect(await photosOf(me)).toHaveLength(3);
  });

  it("two imports and seven uploads in parallel fill the room exactly: 6 photos, never more", async () => {
    const me = await signIn(app);
    let release!: () => void;
    fake.cdnWaitsFor = new Promise((resolve) => {
      release = resolve;
    });
    fake.cdnHits.length = 0;
    try {
      // Both imports counted a free room of 6 and are fetching their images when the uploads come.
      const imports = [connect(me, "instagram"), connect(me, "instagram")];
      await until(() => fake.cdnHits.length >= 12);
      const early = await Promise.all(Array.from({ length: 4 }, () => upload(me)));
      expect(early.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
      // The imports go on while three more uploads race them for the last two places.
      release();
      const late = Promise.all(Array.from({ length: 3 }, () => upload(me)));
      const landed = await Promise.all(imports);
      const lateCodes = (await late).map((res) => res.statusCode);
      expect(lateCodes.every((code) => code === 200 || code === 400)).toBe(true);
      // The room is shared, never failed: each import connects with what fitted (none, maybe).
      expect(landed.map((url) => url.searchParams.get("connect"))).toEqual(["connected", "connected"]);
    } finally {
      release();
      fake.cdnWaitsFor = null;
    }
    expect(await photosOf(me)).toHaveLength(6);
    expect(await testDb(app).select().from(photoUploadHolds).where(eq(photoUploadHolds.userId, me.id))).toEqual([]);
  });
});

describe("without configuration", () => {
  it("says so, and the authorize route refuses", async () => {
    const plain = await createTestApp();
    try {
      const me = await signIn(plain);
      const list = await plain.inject({
        method: "GET",
        url: `/api/connections/${me.id}`,
        headers: { cookie: me.cookie },
      });
      expect(list.json().connections.every((c: { configured: boolean }) => !c.configured)).toBe(true);
      const start = await plain.inject({
        method: "GET",
        url: "/api/connections/instagram/authorize",
        headers: { cookie: me.cookie },
      });
      expect(start.statusCode).toBe(409);
    } finally {
      await plain.close();
    }
  });
});
