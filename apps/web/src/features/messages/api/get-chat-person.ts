import type { PublicProfile } from "@down/common/schemas/public-profile";
import { useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

/** The other person's name and photo for the chat header (the public profile's own cache entry). */
export function useChatPerson(otherId: string) {
  return useQuery({
    queryKey: ["/api/public-profiles", otherId],
    queryFn: () => apiJson<PublicProfile>("GET", `/api/public-profiles/${otherId}`),
    select: (p) => ({ name: p.name?.trim() || "Someone", photo: p.photos[0] ?? null }),
  });
}
