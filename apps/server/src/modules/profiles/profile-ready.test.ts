import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles } from "../../db/schema";
import { createTestApp, type SignedIn, signIn, signInReady, testDb } from "../../test/test-app";
import { freshPlace, freshQuestion, ids, person, searchAs } from "../search/search.test-helpers";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const call = (as: SignedIn, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });
const patch = (as: SignedIn, payload: object) => call(as, "PATCH", `/api/profiles/${as.id}`, payload);

describe("adults with a profile only", () => {
  it("refuses search, naming exactly what is missing", async () => {
    const me = await signIn(app);
    const res = await call(me, "GET", "/api/search");
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: "profile_incomplete",
      message: "Finish your profile first: add your name and age.",
    });
    await patch(me, { name: "Ann" });
    expect((await call(me, "GET", "/api/search")).json().error.message).toBe(
      "Finish your profile first: add your age (18 or older).",
    );
    await patch(me, { age: 30 });
    expect((await call(me, "GET", "/api/search")).statusCode).toBe(200);
  });

  it("refuses match requests until the sender has a name and age", async () => {
    const [me, other] = [await signIn(app), await signInReady(app)];
    const body = { fromUserId: me.id, toUserId: other.id };
    const refused = await call(me, "POST", "/api/match-requests", body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("profile_incomplete");
    await patch(me, { name: "Ann", age: 22 });
    expect((await call(me, "POST", "/api/match-requests", body)).statusCode).toBe(200);
  });

  it("keeps people without a name or an adult age out of everyone's search; a photo is not needed", async () => {
    const here = freshPlace();
    const q = freshQuestion();
    const seeker = await person(app, { at: here, answers: { [q]: "D" } });
    const nameless = await person(app, { at: here, answers: { [q]: "D" }, name: "" });
    const ageless = await person(app, { at: here, answers: { [q]: "D" }, age: null });
    const photoless = await person(app, { at: here, answers: { [q]: "D" } });
    expect(ids((await searchAs(app, seeker)).body)).toEqual([photoless.id]);
    await patch(nameless, { name: "Nia" });
    await patch(ageless, { age: 40 });
    expect(ids((await searchAs(app, seeker)).body).sort()).toEqual([nameless.id, ageless.id, photoless.id].sort());
  });

  it("refuses a message from someone whose profile lost its name", async () => {
    const here = freshPlace();
    const [a, b] = [await person(app, { at: here, answers: {} }), await person(app, { at: here, answers: {} })];
    await call(a, "POST", "/api/match-requests", { fromUserId: a.id, toUserId: b.id });
    await call(b, "POST", "/api/match-requests", { fromUserId: b.id, toUserId: a.id });
    const send = () => call(a, "POST", "/api/messages", { senderId: a.id, receiverId: b.id, content: "hi" });
    expect((await send()).statusCode).toBe(201);
    // The profile form keeps a name; clearing it straight in the database stands for an older account.
    await testDb(app).update(profiles).set({ name: null }).where(eq(profiles.userId, a.id));
    const refused = await send();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("profile_incomplete");
  });
});
