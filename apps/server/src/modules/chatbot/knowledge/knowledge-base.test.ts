import { ACCOUNT_LABELS, ACCOUNT_PATHS, DELETE_CONFIRM_WORD } from "@down/common/constants";
import { describe, expect, it } from "vitest";
import { classify } from "../love";
import { INTENT_GROUPS, OWN_DATA_KINDS } from "./intent";
import { KNOWLEDGE_BASE } from "./knowledge-base";

/** Paths an answer may link to (docs/product.md#routes; /questions/{id} and /messages/{id} take an id). */
const ROUTES =
  /^\/(explore|intro|results|matches|dashboard|recently-viewed|messages|profile|profile\/personal|profile\/public|my-dates|reviews|insights|settings|settings#pause|notifications|delete|privacy|terms|feedback|contact|gallery)$|^\/(questions|messages)\/[\w-]+$/;

describe("the knowledge base", () => {
  it("has at least 40 intents with unique ids, several phrasings each, covering every group", () => {
    expect(KNOWLEDGE_BASE.length).toBeGreaterThanOrEqual(40);
    expect(new Set(KNOWLEDGE_BASE.map((i) => i.id)).size).toBe(KNOWLEDGE_BASE.length);
    for (const intent of KNOWLEDGE_BASE) expect(intent.phrasings.length, intent.id).toBeGreaterThanOrEqual(3);
    expect(new Set(KNOWLEDGE_BASE.map((i) => i.group))).toEqual(new Set(INTENT_GROUPS));
    expect(new Set(KNOWLEDGE_BASE.flatMap((i) => (i.ownData ? [i.ownData] : [])))).toEqual(new Set(OWN_DATA_KINDS));
  });

  it("links only to screens that exist", () => {
    for (const intent of KNOWLEDGE_BASE) {
      for (const [, path] of intent.answer.matchAll(/\]\(([^)]*)\)/g)) expect(path, intent.id).toMatch(ROUTES);
    }
  });

  it.each(KNOWLEDGE_BASE.map((intent) => [intent.id, intent] as const))(
    "answers every phrasing of %s with that intent",
    (_id, intent) => {
      for (const phrasing of intent.phrasings) expect(classify(phrasing)?.id, phrasing).toBe(intent.id);
    },
  );

  it("names the three date types when asked how to invite someone, with the visual guide", () => {
    const intent = classify("how do I invite someone on a date");
    expect(intent?.answer).toMatch(/romantic, hang or play/);
    expect(intent?.visual).toBe("invite-date");
  });

  it("explains Share My Date and check-in in the words the date card uses (decision 023)", () => {
    const share = classify("how can I share my date with a friend");
    expect(share?.id).toBe("share-date");
    expect(share?.answer).toMatch(/first name, age and first photo/);
    expect(share?.answer).toMatch(/ends a day after the date/);
    const checkIn = classify("what is check in");
    expect(checkIn?.id).toBe("check-in");
    expect(checkIn?.answer).toMatch(/"Are you OK\?"/);
    expect(checkIn?.answer).toMatch(/within 30 minutes/);
    expect(checkIn?.answer).toMatch(/deleted after it/);
  });

  it("explains a photo under review in the words the photo itself shows (docs/decisions/026-photo-screening.md)", () => {
    for (const question of [
      "why is my photo under review",
      "my picture got flagged",
      "what does checking mean on my photo",
    ]) {
      const intent = classify(question);
      expect(intent?.id, question).toBe("photo-under-review");
    }
    expect(classify("why is my photo under review")?.answer).toMatch(/only you can see it/);
  });

  it("agrees with the app on deleting and pausing an account, in the labels the screens show (issue 27)", () => {
    const remove = classify("How do I delete my account");
    expect(remove?.id).toBe("delete-account");
    expect(remove?.answer).toContain(`tap ${ACCOUNT_LABELS.deleteAccount} under ${ACCOUNT_LABELS.profileMenuGroup}`);
    expect(remove?.answer).toContain(`Type ${DELETE_CONFIRM_WORD} to confirm`);
    // The break it offers is the app's own, not a search switch that leaves one matchable.
    expect(remove?.answer).toContain(
      `Turn on ${ACCOUNT_LABELS.pause} in Settings under ${ACCOUNT_LABELS.settingsSection}`,
    );
    expect(remove?.answer).not.toMatch(/APPEAR IN SEARCHES/);
    expect(remove?.answer).toContain(`(${ACCOUNT_PATHS.deleteAccount})`);
    expect(remove?.answer).toContain(`(${ACCOUNT_PATHS.pause})`);

    for (const question of ["how do i pause my account", "can I take a break from DOWN", "unpause my account"]) {
      const pause = classify(question);
      expect(pause?.id, question).toBe("pause-account");
      expect(pause?.answer).toContain(`under ${ACCOUNT_LABELS.settingsSection}, turn on ${ACCOUNT_LABELS.pause}`);
      expect(pause?.answer).toContain(`(${ACCOUNT_PATHS.pause})`);
    }
  });
});
