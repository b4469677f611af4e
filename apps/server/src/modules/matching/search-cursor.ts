import { badRequest } from "../../lib/app-error";

/** Opaque to clients; an offset underneath (pages are re-ranked on every request). */
export const encodeCursor = (offset: number) => Buffer.from(`o${offset}`).toString("base64url");

export function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const match = /^o(\d{1,7})$/.exec(Buffer.from(cursor, "base64url").toString());
  if (!match) throw badRequest("Invalid cursor");
  return Number(match[1]);
}
