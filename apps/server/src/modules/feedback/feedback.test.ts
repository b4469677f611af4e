import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type SignedIn, signIn } from "../../test/test-app";

let app: FastifyInstance;
let me: SignedIn;
beforeAll(async () => {
  app = await createTestApp();
  me = await signIn(app);
});
afterAll(() => app.close());

describe("feedback and contact", () => {
  it("stores feedback server-side", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/feedback",
      headers: { cookie: me.cookie },
      payload: { message: "Love the deck" },
    });
    expect(res.statusCode).toBe(201);
  });

  it("stores a contact message with its subject", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { cookie: me.cookie },
      payload: { subject: "Billing", comments: "Question about my account" },
    });
    expect(res.statusCode).toBe(201);
  });

  it("rejects an empty message", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/feedback",
      headers: { cookie: me.cookie },
      payload: { message: "   " },
    });
    expect(res.statusCode).toBe(400);
  });

  it("needs a session", async () => {
    const res = await app.inject({ method: "POST", url: "/api/feedback", payload: { message: "hi" } });
    expect(res.statusCode).toBe(401);
  });
});
