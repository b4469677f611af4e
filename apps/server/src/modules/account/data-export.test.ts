import { builtInQuestions } from "@down/common/questions";
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { createTestApp, type SignedIn, signIn } from "../../test/test-app";
import { EXPORTS_PER_DAY } from "./export-links";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const askExport = (as: SignedIn, userId = as.id) =>
  app.inject({ method: "POST", url: `/api/account/${userId}/export`, headers: { cookie: as.cookie } });

async function download(as: SignedIn) {
  const link = await askExport(as);
  expect(link.statusCode).toBe(200);
  const res = await app.inject({ method: "GET", url: link.json().url, headers: { cookie: as.cookie } });
  return res;
}

/** Every table in the schema with a column whose foreign key points at users. */
function tablesReferencingUsers(): string[] {
  const tables: PgTable[] = [];
  for (const value of Object.values(schema) as unknown[]) if (is(value, PgTable)) tables.push(value);
  return tables
    .map((table) => getTableConfig(table))
    .filter((config) => config.foreignKeys.some((fk) => getTableConfig(fk.reference().foreignTable).name === "users"))
    .map((config) => config.name);
}

describe("Download my data", () => {
  it("has a section for every table that references users, so a new table cannot be forgotten", async () => {
    const me = await signIn(app);
    const res = await download(me);
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    const referencing = tablesReferencingUsers();
    // Sanity: the walk finds the tables we know of.
    expect(referencing).toEqual(expect.arrayContaining(["sessions", "messages", "reports", "data_exports"]));
    for (const table of [...referencing, "users"]) {
      expect(body, `the export has no section for ${table}`).toHaveProperty(table);
      expect(Array.isArray(body[table])).toBe(true);
    }
  });

  it("holds one's own answers and profile, and no secrets", async () => {
    const me = await signIn(app);
    const [question] = builtInQuestions("food");
    await app.inject({
      method: "POST",
      url: "/api/analytics/track-response",
      headers: { cookie: me.cookie },
      payload: { userId: me.id, categoryId: "food", questionId: question!.id, response: "W" },
    });
    const res = await download(me);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="down-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const body = res.json();
    expect(body.user_responses).toEqual([expect.objectContaining({ questionId: question!.id, response: "W" })]);
    expect(body.profiles[0].userId).toBe(me.id);
    expect(res.body).not.toMatch(/tokenHash|token_hash|p256dh|selfieKey/);
  });

  it(`gives at most ${EXPORTS_PER_DAY} links a day, then 429`, async () => {
    const me = await signIn(app);
    for (let i = 0; i < EXPORTS_PER_DAY; i++) expect((await askExport(me)).statusCode).toBe(200);
    const refused = await askExport(me);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/3 times a day/);
  });

  it("serves a link only to its owner, and not with a made-up token", async () => {
    const [me, other] = [await signIn(app), await signIn(app)];
    expect((await askExport(other, me.id)).statusCode).toBe(403);
    const { url } = (await askExport(me)).json();
    const asOther = await app.inject({
      method: "GET",
      url: url.replace(me.id, other.id),
      headers: { cookie: other.cookie },
    });
    expect(asOther.statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(401);
    const madeUp = `/api/account/${me.id}/export/${"a".repeat(43)}`;
    expect((await app.inject({ method: "GET", url: madeUp, headers: { cookie: me.cookie } })).statusCode).toBe(404);
  });
});
