import type { MatchRequestResult } from "@down/common/schemas/matches";
import { useMutation } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

export function sendMatchRequest(fromUserId: string, toUserId: string): Promise<MatchRequestResult> {
  return apiJson<MatchRequestResult>("POST", "/api/match-requests", { fromUserId, toUserId });
}

export function useSendMatchRequest(fromUserId: string) {
  return useMutation({ mutationFn: (toUserId: string) => sendMatchRequest(fromUserId, toUserId) });
}
