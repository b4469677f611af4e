import { z } from "../zod";

/** POST /api/account/{userId}/export: a 'Download my data' link that works for 15 minutes (at most 3 a day). */
export const exportLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type ExportLink = z.infer<typeof exportLinkSchema>;

/**
 * GET /api/account/{userId}/export/{token}: the download itself, a JSON attachment. Besides when and whose,
 * one list of rows per stored table that names the person (apps/server/src/modules/account/data-export.ts).
 */
export const dataExportSchema = z.object({ exportedAt: z.string(), userId: z.uuid() }).catchall(z.array(z.unknown()));
