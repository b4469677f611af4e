import type { ConnectedService, Connection, Connections } from "@down/common/schemas/connections";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

export type { ConnectedService, Connection };

export const SERVICE_NAMES: Record<ConnectedService, string> = { instagram: "Instagram", spotify: "Spotify" };

export const connectionsKey = (userId: string) => ["/api/connections", userId] as const;

/** GET /api/connections/{userId}: Instagram and Spotify, configured and connected or not. */
export function useConnections(userId: string) {
  return useQuery({
    queryKey: connectionsKey(userId),
    queryFn: () => apiJson<Connections>("GET", `/api/connections/${userId}`),
    select: (data) => data.connections,
  });
}

/** The provider's consent page, through the server, which keeps the state and PKCE verifier. */
export function startConnecting(provider: ConnectedService) {
  window.location.assign(`/api/connections/${provider}/authorize`);
}
