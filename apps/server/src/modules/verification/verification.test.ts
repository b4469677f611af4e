import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  VERIFICATION_ATTEMPTS_PER_DAY,
  VERIFICATION_POSE_MINUTES,
  VERIFICATION_POSES,
} from "@down/common/schemas/verification";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowanceUses, photoVerifications, profiles, verificationPoses } from "../../db/schema";
import { createTestApp, freshPhone, type SignedIn, signIn, testDb } from "../../test/test-app";

const MODERATOR_PHONE = freshPhone();
let app: FastifyInstance;
let dataDir: string;
let moderator: SignedIn;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "down-verification-"));
  app = await createTestApp({ DATA_DIR: dataDir, MODERATOR_PHONES: MODERATOR_PHONE });
  moderator = await signIn(app, MODERATOR_PHONE);
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

const jpeg = () =>
  sharp({ create: { width: 60, height: 80, channels: 3, background: "#a63" } })
    .jpeg()
    .toBuffer();

async function multipart(fields: Record<string, string>, file?: { field: string; type: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), "selfie.jpg");
  const request = new Request("http://test/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}

/** Sends a selfie copying `pose`; by default the pose the app shows the person right now. */
async function submit(as: SignedIn, pose?: string, userId = as.id) {
  const copied: string = pose ?? (await stateOf(as)).pose.id;
  const body = await multipart({ pose: copied }, { field: "selfie", type: "image/jpeg", bytes: await jpeg() });
  return app.inject({
    method: "POST",
    url: `/api/verification/${userId}`,
    payload: body.payload,
    headers: { ...body.headers, cookie: as.cookie },
  });
}

const stateOf = async (as: SignedIn) =>
  (await app.inject({ method: "GET", url: `/api/verification/${as.id}`, headers: { cookie: as.cookie } })).json();
const queue = (as: SignedIn) =>
  app.inject({ method: "GET", url: "/api/verification/queue?limit=50", headers: { cookie: as.cookie } });
const decide = (as: SignedIn, id: string, body: object) =>
  app.inject({
    method: "POST",
    url: `/api/verification/${id}/decision`,
    headers: { cookie: as.cookie },
    payload: body,
  });
const isVerified = async (userId: string) =>
  (await testDb(app).select({ v: profiles.verified }).from(profiles).where(eq(profiles.userId, userId)))[0]?.v;

describe("photo verification", () => {
  it("starts at none with a pose to copy; a selfie goes to the queue; a moderator approves → Verified", async () => {
    const me = await signIn(app);
    const start = await stateOf(me);
    expect(start).toMatchObject({
      status: "none",
      reason: null,
      attemptsLeft: VERIFICATION_ATTEMPTS_PER_DAY,
      canReview: false,
    });
    expect((await stateOf(moderator)).canReview).toBe(true);
    expect(start.pose.instruction).toEqual(expect.any(String));

    const sent = await submit(me, start.pose.id);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ status: "pending", attemptsLeft: VERIFICATION_ATTEMPTS_PER_DAY - 1 });

    const listed = await queue(moderator);
    expect(listed.statusCode).toBe(200);
    const item = listed.json().items.find((i: { userId: string }) => i.userId === me.id);
    expect(item.pose.id).toBe(start.pose.id);
    expect(item.selfieUrl).toMatch(/^\/private-files\/[a-f0-9-]{36}\.webp\?expires=\d+&signature=/);
    // The signed link serves the selfie; without its signature nothing is served.
    const selfie = await app.inject({ method: "GET", url: item.selfieUrl });
    expect(selfie.statusCode).toBe(200);
    expect(selfie.headers["content-type"]).toBe("image/webp");
    expect((await app.inject({ method: "GET", url: item.selfieUrl.split("?")[0] })).statusCode).toBe(400);

    expect(await isVerified(me.id)).toBe(false);
    const approved = await decide(moderator, item.id, { decision: "approve" });
    expect(approved.json()).toMatchObject({ status: "approved" });
    expect(await isVerified(me.id)).toBe(true);
    expect((await stateOf(me)).status).toBe("approved");
    // Decided once only.
    expect((await decide(moderator, item.id, { decision: "reject", reason: "Too late" })).statusCode).toBe(404);
  });

  it("accepts only the pose it handed out, and hands out a new one after each selfie", async () => {
    const me = await signIn(app);
    const asked = (await stateOf(me)).pose;
    // Asking again (another tab, a reload) shows the same pose: it cannot be rerolled until one fits.
    expect((await stateOf(me)).pose).toEqual(asked);

    const other = VERIFICATION_POSES.find((p) => p.id !== asked.id)!;
    const wrong = await submit(me, other.id);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({
      code: "bad_request",
      message: `Please copy the pose the app shows you: ${asked.instruction}.`,
    });
    const attempts = () => testDb(app).select().from(photoVerifications).where(eq(photoVerifications.userId, me.id));
    expect(await attempts()).toHaveLength(0);
    expect((await stateOf(me)).attemptsLeft).toBe(VERIFICATION_ATTEMPTS_PER_DAY);

    const sent = await submit(me, asked.id);
    expect(sent.statusCode).toBe(201);
    expect((await attempts()).map((a) => a.pose)).toEqual([asked.id]);
    // The pose was used up: sending it again needs the newly handed-out one.
    const next = sent.json().pose;
    const [recorded] = await testDb(app).select().from(verificationPoses).where(eq(verificationPoses.userId, me.id));
    expect(recorded?.pose).toBe(next.id);
  });

  it("takes one of the same selfie sent six times at once: the others find the pose used and cost no decode", async () => {
    const me = await signIn(app);
    const asked = (await stateOf(me)).pose;
    const sent = await Promise.all(Array.from({ length: 6 }, () => submit(me, asked.id)));
    expect(sent.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    const uses = await testDb(app).select().from(allowanceUses).where(eq(allowanceUses.userId, me.id));
    expect(uses).toHaveLength(1);
    // The pose handed out next is another one, so the selfie just sent cannot be sent again.
    expect((await stateOf(me)).pose.id).not.toBe(asked.id);
    expect((await submit(me, asked.id)).statusCode).toBe(400);
  });

  it(`refuses a pose handed out more than ${VERIFICATION_POSE_MINUTES} minutes ago and hands out a new one`, async () => {
    const me = await signIn(app);
    const asked = (await stateOf(me)).pose;
    const longAgo = new Date(Date.now() - (VERIFICATION_POSE_MINUTES + 1) * 60 * 1000);
    await testDb(app).update(verificationPoses).set({ issuedAt: longAgo }).where(eq(verificationPoses.userId, me.id));

    const late = await submit(me, asked.id);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe("That pose has expired. Please copy the new pose the app shows you.");

    await stateOf(me);
    const [renewed] = await testDb(app).select().from(verificationPoses).where(eq(verificationPoses.userId, me.id));
    expect(renewed!.issuedAt.getTime()).toBeGreaterThan(longAgo.getTime());
    expect((await submit(me, renewed!.pose)).statusCode).toBe(201);
  });

  it("only moderators see the queue and decide; the selfie is never in the person's own answers", async () => {
    const me = await signIn(app);
    await submit(me);
    expect((await queue(me)).statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/verification/queue" })).statusCode).toBe(401);
    const item = (await queue(moderator)).json().items.find((i: { userId: string }) => i.userId === me.id);
    expect((await decide(me, item.id, { decision: "approve" })).statusCode).toBe(403);
    expect(await isVerified(me.id)).toBe(false);
    expect(JSON.stringify(await stateOf(me))).not.toMatch(/private-files|\.webp/);
    const other = await signIn(app);
    expect((await submit(other, (await stateOf(me)).pose.id, me.id)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: "GET", url: `/api/verification/${me.id}`, headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(403);
  });

  it("a rejection carries a reason the person reads; a reason is required", async () => {
    const me = await signIn(app);
    await submit(me);
    const item = (await queue(moderator)).json().items.find((i: { userId: string }) => i.userId === me.id);
    const noReason = await decide(moderator, item.id, { decision: "reject" });
    expect(noReason.statusCode).toBe(400);
    const rejected = await decide(moderator, item.id, { decision: "reject", reason: "The pose does not match." });
    expect(rejected.statusCode).toBe(200);
    expect(await stateOf(me)).toMatchObject({ status: "rejected", reason: "The pose does not match." });
    expect(await isVerified(me.id)).toBe(false);
  });

  it(`limits attempts to ${VERIFICATION_ATTEMPTS_PER_DAY} a day, keeps one pending per person, refuses other files`, async () => {
    const me = await signIn(app);
    for (let i = 0; i < VERIFICATION_ATTEMPTS_PER_DAY; i++) expect((await submit(me)).statusCode).toBe(201);
    const refused = await submit(me);
    expect(refused.statusCode).toBe(429);
    expect((await stateOf(me)).attemptsLeft).toBe(0);
    const mine = (await queue(moderator)).json().items.filter((i: { userId: string }) => i.userId === me.id);
    expect(mine).toHaveLength(1);
    const someone = await signIn(app);
    expect((await submit(someone, "dance")).statusCode).toBe(400);
    const text = await multipart(
      { pose: "peace-sign" },
      { field: "selfie", type: "text/plain", bytes: Buffer.from("hi") },
    );
    const notImage = await app.inject({
      method: "POST",
      url: `/api/verification/${someone.id}`,
      payload: text.payload,
      headers: { ...text.headers, cookie: someone.cookie },
    });
    expect(notImage.statusCode).toBe(415);
  });

  it("changing photos after approval takes the badge away until a new selfie is approved", async () => {
    const me = await signIn(app);
    await submit(me);
    const item = (await queue(moderator)).json().items.find((i: { userId: string }) => i.userId === me.id);
    await decide(moderator, item.id, { decision: "approve" });
    expect(await isVerified(me.id)).toBe(true);
    const body = await multipart({}, { field: "photos", type: "image/jpeg", bytes: await jpeg() });
    const uploaded = await app.inject({
      method: "POST",
      url: "/api/upload/photos",
      payload: body.payload,
      headers: { ...body.headers, cookie: me.cookie },
    });
    expect(uploaded.statusCode).toBe(200);
    expect(await isVerified(me.id)).toBe(false);
    expect((await stateOf(me)).status).toBe("none");
  });
});
