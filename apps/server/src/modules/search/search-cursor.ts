import { badRequest } from "../../lib/app-error";

/** Opaque to clients; an offset underneath (pages are re-ranked on every request). */
/**
 * How deep results go: 50 pages. Every page ranks offset + 20 people, so the offset sizes one request's
 * work and memory; a cursor past this is refused before anything is allocated.
 */
export const MAX_SEARCH_OFFSET = 1000;

export const encodeCursor = (offset: number) => Buffer.from(`o${offset}`).toString("base64url");

export function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const match = /^o(\d{1,7})$/.exec(Buffer.from(cursor, "base64url").toString());
  if (!match || Number(match[1]) > MAX_SEARCH_OFFSET) throw badRequest("Invalid cursor");
  return Number(match[1]);
}
