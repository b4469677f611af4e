import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { createTestApp, type SignedIn } from "../test-app";

/** One app per findings file, and the two checks the findings share. */
export function findingsApp() {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());
  return () => app;
}

export const as = (user: SignedIn, headers: Record<string, string> = {}) => ({ cookie: user.cookie, ...headers });
export const expectErrorShape = (body: string) =>
  expect(JSON.parse(body)).toEqual({
    error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
  });
