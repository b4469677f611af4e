import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import { type ConnectedService, connectionsKey } from "./connections";

/** DELETE /api/connections/{userId}/{provider}: forgets the tokens; imported photos stay. */
export function useDisconnectAccount(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (provider: ConnectedService) =>
      apiJson<{ ok: true }>("DELETE", `/api/connections/${userId}/${provider}`),
    onSettled: () => client.invalidateQueries({ queryKey: connectionsKey(userId) }),
  });
}
