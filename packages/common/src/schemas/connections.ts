import { z } from "../zod";

/** The accounts a person can connect to their profile (Edit Profile, docs/product.md). */
export const CONNECTED_SERVICES = ["instagram", "spotify"] as const;
export type ConnectedService = (typeof CONNECTED_SERVICES)[number];

export const connectionSchema = z.object({
  provider: z.enum(CONNECTED_SERVICES),
  /** The server has this provider's client id and secret. */
  configured: z.boolean(),
  connected: z.boolean(),
  connectedAt: z.string().nullable(),
  topArtists: z.array(z.string()),
  importedPhotos: z.number().int(),
});
export type Connection = z.infer<typeof connectionSchema>;

/** GET /api/connections/{userId}: Instagram and Spotify, configured and connected or not. */
export const connectionsSchema = z.object({ connections: z.array(connectionSchema) });
export type Connections = z.infer<typeof connectionsSchema>;
