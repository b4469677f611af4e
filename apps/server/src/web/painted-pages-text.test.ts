import { hasControlCharacters } from "@down/common/schemas/text";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dateEvents } from "../db/schema";
import { miniatureWebDist } from "../test/miniature-web-dist";
import { createTestApp, type SignedIn, signInReady, testDb } from "../test/test-app";
import { anyText, HOSTILE_TEXT } from "./hostile-text.test-helpers";

/**
 * Issue 23, finding 6: a name, bio or message holding `` $` ``, `$'` or `$&` pasted copies of the page into the
 * painted page (13 documents on one dashboard, its JSON broken). Here people write any text, the hostile
 * patterns included, into every field a painted screen shows, and every painted page stays one document whose
 * embedded JSON reads back as the data the screen was painted from.
 */

// A stand-in for the web build's renderer that draws every string of its answers as React would (escaped
// text), and writes down what it was given: the page's JSON must read back as exactly that.
const webDist = miniatureWebDist({
  "index.html":
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>DOWN</title><link rel="preload" as="style" crossorigin href="/assets/app-1.css" data-app-style></head><body><div id="root"></div><script type="module" src="/assets/index-1.js"></script></body></html>',
  ".ssr/render-first-paint.js": `
    const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
    const strings = (value) =>
      typeof value === "string" ? [value] : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];
    export function renderFirstPaint({ path, answers }) {
      globalThis.paintedFrom ??= new Map();
      globalThis.paintedFrom.set(path, structuredClone(answers));
      const texts = answers.flatMap((answer) => strings(answer.body));
      return '<link rel="preload" as="image" href="/media/first.svg"/><main>' + texts.map((text) => "<p>" + escape(text) + "</p>").join("") + "</main>";
    }`,
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ WEB_DIST: webDist });
});
afterAll(() => app.close());

declare global {
  // Written by the stand-in renderer above.
  var paintedFrom: Map<string, unknown> | undefined;
}

const call = (as: SignedIn, method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });

async function ok(reply: Promise<LightMyRequestResponse>, what: string) {
  const res = await reply;
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res;
}

/** Text as the schemas take it: no control characters (free text keeps newlines and tabs), not blank, within `max`. */
const schemaText = (max: number, multiline: boolean) =>
  anyText.map((value) =>
    `T${[...value].filter((character) => !hasControlCharacters(character, { multiline })).join("")}`
      .trim()
      .slice(0, max),
  );
const line = (max: number) => schemaText(max, false);
const freeText = (max: number) => schemaText(max, true);

/** Every free-text field of a profile that a painted screen may show. */
const profileText = fc.record({
  name: line(60),
  bio: freeText(1000),
  location: line(120),
  pronouns: line(40),
  occupation: line(100),
  education: line(100),
  ethnicity: line(60),
  religion: line(60),
  stdStatus: line(60),
  interests: fc.array(line(40), { minLength: 1, maxLength: 3 }),
  languages: fc.array(line(40), { minLength: 1, maxLength: 2 }),
});

/** Each painted page: one document, one root, JSON that parses back to what the screen was painted from. */
function expectOneSoundDocument(body: string, path: string, sessionId: string) {
  expect(body.match(/<!doctype html>/gi), `doctypes on ${path}`).toHaveLength(1);
  expect(body.match(/<\/html>/g), `</html> on ${path}`).toHaveLength(1);
  expect(body.match(/<div id="root"/g), `roots on ${path}`).toHaveLength(1);
  expect(body.endsWith("</html>"), `the page ends with its document on ${path}`).toBe(true);
  const session = /<script type="application\/json" id="session-user">(.*?)<\/script>/s.exec(body);
  expect(JSON.parse(session?.[1] ?? "null")).toMatchObject({ id: sessionId });
  const scripts = body.match(/<script type="application\/json" id="first-answers">/g) ?? [];
  expect(scripts, `first answers on ${path}`).toHaveLength(1);
  const json = /<script type="application\/json" id="first-answers">(.*?)<\/script>/s.exec(body)?.[1];
  expect(JSON.parse(json ?? "null")).toEqual(globalThis.paintedFrom?.get(path));
}

describe("text people write, on every painted page", () => {
  let viewer: SignedIn;
  let person: SignedIn;

  beforeAll(async () => {
    viewer = await signInReady(app);
    person = await signInReady(app);
    for (const [from, to] of [
      [viewer, person],
      [person, viewer],
    ] as const) {
      await ok(call(from, "POST", "/api/match-requests", { fromUserId: from.id, toUserId: to.id }), "match request");
    }
    // A review about the person, holding every pattern, for their profile page.
    const invite = await ok(
      call(viewer, "POST", "/api/invites", {
        senderId: viewer.id,
        receiverId: person.id,
        dateType: "hang",
        proposedDateTime: new Date(Date.now() + 3 * 3_600_000).toISOString(),
        message: HOSTILE_TEXT.join(" "),
      }),
      "invite",
    );
    const accepted = await ok(
      call(person, "PATCH", `/api/invites/${invite.json<{ id: string }>().id}`, { status: "accepted" }),
      "accept",
    );
    const dateId = accepted.json<{ dateEventId: string }>().dateEventId;
    await testDb(app)
      .update(dateEvents)
      .set({ scheduledAt: new Date(Date.now() - 3_600_000) })
      .where(eq(dateEvents.id, dateId));
    await ok(call(viewer, "PATCH", `/api/dates/${dateId}`, { status: "completed" }), "complete");
    await ok(
      call(viewer, "POST", "/api/date-reviews", {
        dateEventId: dateId,
        ratingOverall: 4,
        comment: HOSTILE_TEXT.join(" ").slice(0, 400),
      }),
      "review",
    );
    await ok(call(viewer, "POST", "/api/profile-views", { viewedUserId: person.id }), "profile view");
  });

  it("leaves each page one document whose JSON reads back as the data it was painted from", async () => {
    await fc.assert(
      fc.asyncProperty(profileText, profileText, freeText(2000), async (viewerText, personText, message) => {
        await ok(call(viewer, "PATCH", `/api/profiles/${viewer.id}`, viewerText), "viewer's profile");
        await ok(call(person, "PATCH", `/api/profiles/${person.id}`, personText), "person's profile");
        await ok(
          call(person, "POST", "/api/messages", { senderId: person.id, receiverId: viewer.id, content: message }),
          "message",
        );
        const pages: [SignedIn, string][] = [
          [viewer, "/dashboard"],
          [viewer, "/matches"],
          [viewer, "/messages"],
          [viewer, "/results"],
          [viewer, `/profile/${person.id}`],
          [person, "/explore"],
          [person, "/messages"],
        ];
        for (const [as, path] of pages) {
          globalThis.paintedFrom?.delete(path);
          const res = await call(as, "GET", path);
          expect(res.statusCode).toBe(200);
          if (!globalThis.paintedFrom?.has(path)) {
            // Not painted (its search had nothing to answer with): still one document.
            expect(res.body.match(/<!doctype html>/gi)).toHaveLength(1);
            continue;
          }
          expectOneSoundDocument(res.body, path, as.id);
        }
        // Every screen that has its answers was painted (search may have nobody nearby to show).
        for (const path of ["/dashboard", "/matches", "/messages", `/profile/${person.id}`, "/explore"]) {
          expect(globalThis.paintedFrom?.has(path), `${path} painted`).toBe(true);
        }
        // The text really was on the pages: the message in the conversations, the review on the profile.
        expect(JSON.stringify(globalThis.paintedFrom?.get(`/profile/${person.id}`))).toContain("$`");
        const conversations = JSON.stringify(globalThis.paintedFrom?.get("/messages"));
        expect(conversations).toContain(JSON.stringify(message.trim()).slice(1, -1));
      }),
      { numRuns: 15, examples: [[{ ...SAMPLE, name: "$`" }, { ...SAMPLE, name: "$'", bio: "$&" }, "$` $' $& $$ $1"]] },
    );
  });
});

const SAMPLE = {
  name: "Sam",
  bio: "b",
  location: "Nashville",
  pronouns: "they",
  occupation: "o",
  education: "e",
  ethnicity: "e",
  religion: "r",
  stdStatus: "s",
  interests: ["i"],
  languages: ["English"],
};
