import { useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

export type ConnectedService = "instagram" | "spotify";

export interface Connection {
  provider: ConnectedService;
  /** The server has this provider's client id and secret. */
  configured: boolean;
  connected: boolean;
  connectedAt: string | null;
  topArtists: string[];
  importedPhotos: number;
}

export const SERVICE_NAMES: Record<ConnectedService, string> = { instagram: "Instagram", spotify: "Spotify" };

export const connectionsKey = (userId: string) => ["/api/connections", userId] as const;

/** GET /api/connections/{userId}: Instagram and Spotify, configured and connected or not. */
export function useConnections(userId: string) {
  return useQuery({
    queryKey: connectionsKey(userId),
    queryFn: () => apiJson<{ connections: Connection[] }>("GET", `/api/connections/${userId}`),
    select: (data) => data.connections,
  });
}

/** The provider's consent page, through the server, which keeps the state and PKCE verifier. */
export function startConnecting(provider: ConnectedService) {
  window.location.assign(`/api/connections/${provider}/authorize`);
}
