import { z } from "../zod";
import { text } from "./text";

/*
 * Keyset paging cursors name the last row a page showed: its time and its id. The server writes them, but a
 * client can send anything, and a well-shaped cursor holding year 0 or 36 dashes for the id reached
 * PostgreSQL and came back as a 500 (issue 23, finding 7). So a cursor is checked by what it holds: a real
 * time inside the span any row of ours can have, and a uuid.
 */

/** No row of this app is older than this or newer than that; a cursor outside names no row. */
export const CURSOR_EARLIEST_MS = Date.UTC(2000, 0, 1);
export const CURSOR_LATEST_MS = Date.UTC(2200, 0, 1);

const uuid = z.uuid();
const isRowTime = (ms: number) => Number.isFinite(ms) && ms >= CURSOR_EARLIEST_MS && ms < CURSOR_LATEST_MS;

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?Z$/;

/** "{ISO time}_{uuid}" ("2026-01-01T00:00:00.000Z_<uuid>"), a real date (no Feb 30) in the rows' span. */
export function isTimeIdCursor(cursor: string): boolean {
  const split = cursor.lastIndexOf("_");
  if (split < 0) return false;
  const at = cursor.slice(0, split);
  if (!ISO_TIME.test(at)) return false;
  const ms = Date.parse(at);
  // Date.parse rolls Feb 30 over to March; the round trip refuses it.
  if (!isRowTime(ms) || new Date(ms).toISOString().slice(0, 19) !== at.slice(0, 19)) return false;
  return uuid.safeParse(cursor.slice(split + 1)).success;
}

/** "{epoch ms}.{uuid}", a time in the rows' span. */
export function isEpochIdCursor(cursor: string): boolean {
  const match = /^(\d{1,15})\.(.+)$/.exec(cursor);
  return !!match && isRowTime(Number(match[1])) && uuid.safeParse(match[2]).success;
}

/** The chat pages', custom questions' and conversations list's cursor. */
export const timeIdCursorSchema = text({ max: 100 }).refine(isTimeIdCursor, "Invalid cursor");
/** The notifications' and reviews' cursor. */
export const epochIdCursorSchema = text({ max: 60 }).refine(isEpochIdCursor, "Invalid cursor");
