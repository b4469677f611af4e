import type { CheckInBody, DateShareLink, DateShareStatus } from "@down/common/schemas/date-share";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, apiRequest } from "@/lib/api-client";

/** Under "/api/dates", so the date events that refresh My Dates refresh the share and its check-in too. */
export const shareKey = (dateId: string) => ["/api/dates", dateId, "share"] as const;

export function useShareStatus(dateId: string, enabled = true) {
  return useQuery({
    queryKey: shareKey(dateId),
    queryFn: () => apiJson<DateShareStatus>("GET", `/api/dates/${dateId}/share`),
    enabled,
  });
}

/** Every change answers with (or leads to) the new status: refetch it. */
function useShareMutation<T, V = void>(dateId: string, run: (vars: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => client.invalidateQueries({ queryKey: shareKey(dateId) }),
  });
}

export const useShareDate = (dateId: string) =>
  useShareMutation(dateId, () => apiJson<DateShareLink>("POST", `/api/dates/${dateId}/share`));

export const useStopSharing = (dateId: string) =>
  useShareMutation(dateId, async () => {
    await apiRequest("DELETE", `/api/dates/${dateId}/share`);
  });

export const useSetCheckIn = (dateId: string) =>
  useShareMutation(dateId, (body: CheckInBody) =>
    apiJson<DateShareStatus>("PUT", `/api/dates/${dateId}/check-in`, body),
  );

export const useRemoveCheckIn = (dateId: string) =>
  useShareMutation(dateId, async () => {
    await apiRequest("DELETE", `/api/dates/${dateId}/check-in`);
  });

export const useAnswerOk = (dateId: string) =>
  useShareMutation(dateId, () => apiJson<DateShareStatus>("POST", `/api/dates/${dateId}/check-in/ok`));
