import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CATEGORIES } from "@down/common/categories";
import {
  ACCOUNT_LABELS,
  ANSWER_CHANGES_PER_DAY,
  DASHBOARD_MATCH_LIMIT,
  DATE_TYPES,
  DISTANCE_OPTIONS,
  EXPORT_LINK_MINUTES,
  INTERESTED_IN_OPTIONS,
  MATCH_GROUP_LABELS,
  MAX_AGE,
  MIN_AGE,
  OTP_LENGTH,
  OTP_TTL_MS,
  QUESTIONS_PER_SESSION,
  RESPONSE_LABELS,
  RESPONSE_WEIGHTS,
  SETTINGS_LABELS,
  SWIPE_THRESHOLD_PX,
  UNLIMITED_RADIUS,
} from "@down/common/constants";
import { PROFILE_OPTIONS } from "@down/common/profile-options";
import { CHECK_IN_ANSWER_MS } from "@down/common/schemas/date-share";
import { DATE_STATUSES, INVITE_STATUSES } from "@down/common/schemas/dates";
import { YOUR_TURN_LIMIT } from "@down/common/schemas/matches";
import { LINE_FLAGS } from "@down/common/schemas/messages";
import { preferencesSchema } from "@down/common/schemas/preferences";
import { ownProfileSchema } from "@down/common/schemas/profile";
import { REPORT_REASON_LABELS } from "@down/common/schemas/safety";
import { WIDEN_BELOW } from "@down/common/schemas/search";
import { VERIFICATION_ATTEMPTS_PER_DAY } from "@down/common/schemas/verification";
import { SCORE_BANDS } from "@down/common/score-reading";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../config";
import { isApiDocsRoute } from "../../../lib/openapi";
import { MAX_PHOTOS_PER_PROFILE } from "../../../lib/photo-limits";
import { createTestApp } from "../../../test/test-app";
import {
  ACCOUNT_LABEL_INTENTS,
  type Coverage,
  DATE_STATE_INTENTS,
  LINE_FLAG_INTENTS,
  PREFERENCE_INTENTS,
  PROFILE_FIELD_INTENTS,
  PROFILE_OPTION_INTENTS,
  ROUTE_INTENTS,
  SETTINGS_LABEL_INTENTS,
  WEB_ROUTE_INTENTS,
} from "./coverage";
import { KNOWLEDGE_BASE } from "./knowledge-base";

/**
 * Issue 27 item 1: every route, setting, profile field, safety action, date state and screen the app defines
 * has an intent, read from the definitions themselves; and the facts an answer states (labels, limits, paths)
 * are the constants the app uses, imported by the knowledge file rather than typed again.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../../../../../..");
const byId = new Map(KNOWLEDGE_BASE.map((intent) => [intent.id, intent]));
const answerOf = (id: string) => byId.get(id)?.answer ?? "";

/** Each definition's entry: "<what> has no intent in knowledge/coverage.ts" when missing, or a stale id. */
function gapsOf(kind: string, defined: readonly string[], map: Record<string, Coverage>): string[] {
  const gaps: string[] = [];
  for (const key of defined) {
    const entry = map[key];
    if (entry === undefined) gaps.push(`${kind} ${key} has no intent in knowledge/coverage.ts`);
    else if (typeof entry === "string" && !byId.has(entry))
      gaps.push(`${kind} ${key} points at unknown intent ${entry}`);
  }
  const known = new Set(defined);
  for (const key of Object.keys(map))
    if (!known.has(key)) gaps.push(`${kind} ${key} is in the map but no longer exists`);
  return gaps;
}

/** The knowledge file that holds an intent, as source text without its phrasings (what people type). */
const KNOWLEDGE_FILES = [
  "matching",
  "connections",
  "dates",
  "profile-settings",
  "safety",
  "account",
  "app",
  "own-data",
].map((name) => ({ name, source: readFileSync(path.join(here, `${name}.ts`), "utf8") }));
const fileOf = (id: string) => KNOWLEDGE_FILES.find((f) => f.source.includes(`id: "${id}"`));
/** What a knowledge file says in answers: without its phrasings (what people type) and its comments. */
const answersOnly = (source: string) =>
  source
    .replace(/phrasings: \[[\s\S]*?\n {4}\],/g, "")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");

/** The web app's router paths, read from its route list (apps/web/src/app/signed-in-app.tsx) and its login screen. */
function webRoutes(): string[] {
  const source = readFileSync(path.join(repoRoot, "apps/web/src/app/signed-in-app.tsx"), "utf8");
  const list = /export const APP_ROUTES[\s\S]*?= \[([\s\S]*?)\n\];/.exec(source)?.[1] ?? "";
  const paths = [...list.matchAll(/\[\s*"([^"]+)"\s*,/g)].map((m) => m[1] ?? "");
  const router = readFileSync(path.join(repoRoot, "apps/web/src/app/router.tsx"), "utf8");
  if (router.includes('"/login"')) paths.push("/login");
  return paths;
}

const { webDist } = loadConfig({ NODE_ENV: "test" });
/** A file of the built web app (one route per file) is not a feature. */
const isBuiltAsset = (route: { method: string; url: string }) => {
  if (route.method !== "GET" || route.url.startsWith("/api") || /[:*]/.test(route.url)) return false;
  const file = path.resolve(webDist, `.${decodeURIComponent(route.url)}`);
  return file.startsWith(webDist + path.sep) && existsSync(file) && statSync(file).isFile();
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe("LOVE covers everything the app defines (issue 27 item 1)", () => {
  it("has an intent for every route of the server's route table", () => {
    const routes = app.routeTable
      .filter((route) => !isApiDocsRoute(route.url) && !isBuiltAsset(route))
      .map((route) => `${route.method} ${route.url}`);
    expect(routes.length).toBeGreaterThan(50);
    expect(gapsOf("route", [...new Set(routes)], ROUTE_INTENTS)).toEqual([]);
  });

  it("has an intent for every profile field and search preference (the schemas' own keys)", () => {
    expect(gapsOf("profile field", Object.keys(ownProfileSchema.shape), PROFILE_FIELD_INTENTS)).toEqual([]);
    expect(gapsOf("preference", Object.keys(preferencesSchema.shape), PREFERENCE_INTENTS)).toEqual([]);
    expect(gapsOf("profile option list", Object.keys(PROFILE_OPTIONS), PROFILE_OPTION_INTENTS)).toEqual([]);
  });

  it("has an intent for every Settings and account label, and that intent's answer quotes the label", () => {
    expect(gapsOf("settings label", Object.keys(SETTINGS_LABELS), SETTINGS_LABEL_INTENTS)).toEqual([]);
    expect(gapsOf("account label", Object.keys(ACCOUNT_LABELS), ACCOUNT_LABEL_INTENTS)).toEqual([]);
    const labels = [
      ...Object.entries(SETTINGS_LABELS).map(
        ([key, label]) => [label, SETTINGS_LABEL_INTENTS[key as keyof typeof SETTINGS_LABELS]] as const,
      ),
      ...Object.entries(ACCOUNT_LABELS).map(
        ([key, label]) => [label, ACCOUNT_LABEL_INTENTS[key as keyof typeof ACCOUNT_LABELS]] as const,
      ),
    ];
    for (const [label, id] of labels) expect(answerOf(id), `${id} should say "${label}"`).toContain(label);
  });

  it("never types a Settings or account label into an answer: the knowledge files import them", () => {
    const repeated: string[] = [];
    for (const label of [...Object.values(SETTINGS_LABELS), ...Object.values(ACCOUNT_LABELS)]) {
      // Short single words ("ACCOUNT") are ordinary prose; the labels people look for on screen are what matter.
      if (!label.includes(" ")) continue;
      for (const file of KNOWLEDGE_FILES)
        if (answersOnly(file.source).includes(label)) repeated.push(`knowledge/${file.name}.ts repeats "${label}"`);
    }
    expect(repeated).toEqual([]);
  });

  it("has an intent for every safety action: block, report (each reason), unmatch, share my date, check-in and the message check", () => {
    const routes = new Set(app.routeTable.map((route) => `${route.method} ${route.url}`));
    const actions: Array<[route: string, intent: string]> = [
      ["POST /api/blocks", "block"],
      ["DELETE /api/blocks/:blockedUserId", "unblock"],
      ["POST /api/reports", "report"],
      ["DELETE /api/matches/:currentUserId/:otherUserId", "unmatch"],
      ["POST /api/dates/:id/share", "share-date"],
      ["PUT /api/dates/:id/check-in", "check-in"],
    ];
    for (const [route, intent] of actions) {
      expect(routes.has(route), `${route} is gone: update this test`).toBe(true);
      expect(ROUTE_INTENTS[route], route).toBe(intent);
    }
    for (const label of Object.values(REPORT_REASON_LABELS)) expect(answerOf("report")).toContain(label.toLowerCase());
    expect(gapsOf("message check flag", [...LINE_FLAGS], LINE_FLAG_INTENTS)).toEqual([]);
  });

  it("has an intent for every invite and date state (common/date-state.ts), and names each", () => {
    const states = [...new Set([...INVITE_STATUSES, ...DATE_STATUSES])];
    expect(gapsOf("date state", states, DATE_STATE_INTENTS)).toEqual([]);
    for (const state of states) {
      const stem = state.replace(/(l?ed|ing)$/, "");
      expect(answerOf(DATE_STATE_INTENTS[state]).toLowerCase(), state).toContain(stem);
    }
    for (const type of DATE_TYPES) expect(answerOf("date-types"), type).toContain(type);
    for (const type of DATE_TYPES) expect(answerOf("invite-date"), type).toContain(type);
  });

  it("has an intent for every route of the web app's router, and links only to routes it has", () => {
    const paths = webRoutes();
    expect(paths.length).toBeGreaterThan(20);
    expect(gapsOf("web route", paths, WEB_ROUTE_INTENTS)).toEqual([]);
    const patterns = paths.map(
      (p) => new RegExp(`^${p.replace(/\/:\w+\?$/, "(/[\\w-]+)?").replace(/:\w+/g, "[\\w-]+")}$`),
    );
    const broken: string[] = [];
    for (const intent of KNOWLEDGE_BASE)
      for (const [, link = ""] of intent.answer.matchAll(/\]\(([^)]*)\)/g))
        if (!patterns.some((p) => p.test(link.replace(/#.*$/, "")))) broken.push(`${intent.id} links to ${link}`);
    expect(broken).toEqual([]);
  });
});

/**
 * The facts an answer states, each with the constant it must come from. The answer must show the value, and
 * the knowledge file that holds the intent must name the constant (it imports it rather than typing the value).
 */
const FACTS: ReadonlyArray<{ intent: string; constant: string; shows: readonly string[] }> = [
  { intent: "your-turn", constant: "YOUR_TURN_LIMIT", shows: [`${YOUR_TURN_LIMIT} matches`] },
  { intent: "twenty-questions", constant: "QUESTIONS_PER_SESSION", shows: [`${QUESTIONS_PER_SESSION} questions`] },
  { intent: "change-answer", constant: "ANSWER_CHANGES_PER_DAY", shows: [`${ANSWER_CHANGES_PER_DAY} answers a day`] },
  { intent: "swipe-directions", constant: "SWIPE_THRESHOLD_PX", shows: [`${SWIPE_THRESHOLD_PX} px`] },
  { intent: "swipe-directions", constant: "RESPONSE_LABELS", shows: Object.values(RESPONSE_LABELS) },
  { intent: "four-answers", constant: "RESPONSE_LABELS", shows: Object.values(RESPONSE_LABELS) },
  {
    intent: "down-score",
    constant: "RESPONSE_WEIGHTS",
    shows: Object.entries(RESPONSE_WEIGHTS).map(([, weight]) => ` ${weight}`),
  },
  { intent: "score-higher-better", constant: "SCORE_BANDS", shows: SCORE_BANDS.map((band) => band.reading) },
  { intent: "categories", constant: "CATEGORIES", shows: CATEGORIES.map((c) => c.name) },
  { intent: "match-details", constant: "MATCH_GROUP_LABELS", shows: Object.values(MATCH_GROUP_LABELS) },
  {
    intent: "distance-radius",
    constant: "DISTANCE_OPTIONS",
    shows: DISTANCE_OPTIONS.filter((d) => d !== UNLIMITED_RADIUS).map(String),
  },
  { intent: "interested-in", constant: "INTERESTED_IN_OPTIONS", shows: [...INTERESTED_IN_OPTIONS] },
  { intent: "age-range", constant: "MIN_AGE", shows: [`${MIN_AGE} to ${MAX_AGE}`] },
  { intent: "age-requirement", constant: "MIN_AGE", shows: [`${MIN_AGE} or older`] },
  { intent: "terms", constant: "MIN_AGE", shows: [`${MIN_AGE} or older`] },
  { intent: "login-code", constant: "OTP_LENGTH", shows: [`${OTP_LENGTH}-digit`] },
  { intent: "login-code", constant: "OTP_TTL_MS", shows: [`${OTP_TTL_MS / 60_000} minutes`] },
  { intent: "check-in", constant: "CHECK_IN_ANSWER_MS", shows: [`${CHECK_IN_ANSWER_MS / 60_000} minutes`] },
  { intent: "photos", constant: "MAX_PHOTOS_PER_PROFILE", shows: [`up to ${MAX_PHOTOS_PER_PROFILE}`] },
  { intent: "dashboard", constant: "DASHBOARD_MATCH_LIMIT", shows: [`${DASHBOARD_MATCH_LIMIT} newest`] },
  { intent: "download-data", constant: "EXPORT_LINK_MINUTES", shows: [`${EXPORT_LINK_MINUTES} minutes`] },
  { intent: "widened-results", constant: "WIDEN_BELOW", shows: [`fewer than ${WIDEN_BELOW} people`] },
  {
    intent: "verification",
    constant: "VERIFICATION_ATTEMPTS_PER_DAY",
    shows: [`${VERIFICATION_ATTEMPTS_PER_DAY} tries a day`],
  },
  { intent: "report", constant: "REPORT_REASON_LABELS", shows: [] },
  { intent: "delete-account", constant: "DELETE_CONFIRM_WORD", shows: [] },
  { intent: "delete-account", constant: "ACCOUNT_PATHS", shows: [] },
];

describe("LOVE's facts are the app's constants (issue 27 item 1)", () => {
  it.each(FACTS.map((fact) => [`${fact.intent} ← ${fact.constant}`, fact] as const))("%s", (_name, fact) => {
    const intent = byId.get(fact.intent);
    expect(intent, fact.intent).toBeDefined();
    for (const shown of fact.shows) expect(intent?.answer, fact.intent).toContain(shown);
    const file = fileOf(fact.intent);
    expect(file?.source, `knowledge file of ${fact.intent}`).toMatch(new RegExp(`\\b${fact.constant}\\b`));
  });
});
