import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { profiles } from "../../db/schema";
import { hiddenAmong } from "../blocks/blocks.service";

/** The export, one list of rows per section (data-export.ts); typed here so the two files do not import each other. */
export type ExportSections = Record<string, unknown[]>;

/**
 * What "Download my data" says about people blocked either way or banned
 * (docs/decisions/021-the-export-and-blocked-people.md): your own words and acts stay, with the other
 * person's id replaced by one of these; their words to you and their acts about you are left out, as the
 * app leaves them out of every list while the block or ban stands.
 */
export const PERSON_YOU_BLOCKED = "a person you blocked";
/** Blocked you, or banned: the same words, so the export does not tell a blocked person they were blocked. */
export const PERSON_NOT_SHOWN = "a person no longer shown to you";

type Row = Record<string, unknown>;

interface TwoSided {
  /** Columns holding a person's id (the caller's or the other person's). */
  people: string[];
  /** The column naming who wrote or did the row; absent for rows both people share (a date). */
  author?: string;
  /** The other person's own words inside a row the caller wrote (their answer to the caller's question). */
  theirs?: string[];
  /** Rows that only exist because of the other person (a heart for them, a note about what they did). */
  dropWhenHidden?: boolean;
  /** Columns naming the same person as one in `people` another way (a review names their profile). */
  sameAs?: Record<string, string>;
}

/**
 * Every export section that names another person, by how it is treated. `blocks` and `reports` are not here
 * on purpose: they are the caller's own acts, and the app's Blocked list names those people too.
 */
const TWO_SIDED: Record<string, TwoSided> = {
  messages: { people: ["senderId", "receiverId"], author: "senderId" },
  custom_questions: { people: ["senderId", "receiverId"], author: "senderId", theirs: ["receiverResponse"] },
  match_requests: { people: ["fromUserId", "toUserId"], author: "fromUserId" },
  invites: { people: ["senderId", "receiverId"], author: "senderId" },
  date_events: { people: ["userId1", "userId2"] },
  date_reviews: { people: ["reviewerId", "revieweeId"], author: "reviewerId" },
  // profileOwnerId is added (the profile's person) before this runs and removed after (`hideBlockedPeople`).
  reviews: { people: ["reviewerId", "profileOwnerId"], author: "reviewerId", sameAs: { profileId: "profileOwnerId" } },
  profile_views: { people: ["viewerId", "viewedId"], author: "viewerId" },
  notifications: { people: ["actorId"], dropWhenHidden: true },
  favorites: { people: ["favoriteId"], dropWhenHidden: true },
};

/** Who the caller may not see, each with the words the export uses instead of their id. */
async function hiddenPeople(db: Db, userId: string, sections: ExportSections): Promise<Map<string, string>> {
  const others = new Set<string>();
  for (const [name, spec] of Object.entries(TWO_SIDED)) {
    for (const row of (sections[name] ?? []) as Row[]) {
      for (const column of spec.people) if (typeof row[column] === "string") others.add(row[column] as string);
    }
  }
  others.delete(userId);
  const blockedByMe = new Set(((sections.blocks ?? []) as Row[]).map((row) => row.blockedId as string));
  // The app's rule (blocked either way or banned, decision 011) over the people the export names.
  const hidden = new Map<string, string>();
  for (const id of await hiddenAmong(db, userId, [...others])) {
    hidden.set(id, blockedByMe.has(id) ? PERSON_YOU_BLOCKED : PERSON_NOT_SHOWN);
  }
  return hidden;
}

function treatRow(row: Row, userId: string, spec: TwoSided, hidden: Map<string, string>): Row | null {
  const hiddenColumns = spec.people.filter((c) => typeof row[c] === "string" && hidden.has(row[c] as string));
  if (hiddenColumns.length === 0) return row;
  if (spec.dropWhenHidden) return null;
  // Written by them: their words, not the caller's.
  if (spec.author && row[spec.author] !== userId) return null;
  const kept: Row = { ...row };
  for (const column of hiddenColumns) kept[column] = hidden.get(row[column] as string);
  for (const [column, person] of Object.entries(spec.sameAs ?? {})) {
    if (hiddenColumns.includes(person)) kept[column] = kept[person];
  }
  for (const column of spec.theirs ?? []) delete kept[column];
  return kept;
}

/** The people whose profiles the `reviews` rows name. */
async function profileOwners(db: Db, rows: Row[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((row) => row.profileId as string))];
  if (ids.length === 0) return new Map();
  const owners = await db
    .select({ id: profiles.id, userId: profiles.userId })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  return new Map(owners.map((o) => [o.id, o.userId]));
}

/** The export with people blocked either way or banned treated as decision 021 says. */
export async function hideBlockedPeople(db: Db, userId: string, sections: ExportSections): Promise<ExportSections> {
  const reviews = (sections.reviews ?? []) as Row[];
  const owners = await profileOwners(db, reviews);
  const withOwners: ExportSections = {
    ...sections,
    reviews: reviews.map((row) => ({ ...row, profileOwnerId: owners.get(row.profileId as string) ?? null })),
  };
  const hidden = await hiddenPeople(db, userId, withOwners);
  const result: ExportSections = { ...withOwners };
  for (const [name, spec] of Object.entries(TWO_SIDED)) {
    if (!(name in withOwners)) continue;
    result[name] = (withOwners[name] as Row[]).flatMap((row) => {
      const kept = treatRow(row, userId, spec, hidden);
      return kept ? [kept] : [];
    });
  }
  // profileOwnerId was only a help for the rule above; the export's reviews keep their own columns.
  result.reviews = (result.reviews as Row[]).map(({ profileOwnerId: _, ...row }) => row);
  return result;
}
