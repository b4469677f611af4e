import type { BlockBody, BlocksPage, ReportBody, ReportResult } from "@down/common/schemas/safety";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";

export const blocksQueryKey = ["/api/blocks"] as const;

/**
 * After a block, report or unblock, every cached list that shows other people may be wrong: search,
 * matches, compare, notifications, recently viewed, conversations. Refetching all of them is cheaper
 * than keeping a list of keys in step with every screen that is added later.
 */
export const refreshEverything = (client: QueryClient) => client.invalidateQueries();

export function useBlock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BlockBody) => apiJson<{ ok: true }>("POST", "/api/blocks", body),
    onSuccess: () => refreshEverything(client),
  });
}

export function useReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportBody) => apiJson<ReportResult>("POST", "/api/reports", body),
    onSuccess: () => refreshEverything(client),
  });
}

export function useUnblock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (blockedUserId: string) => apiJson<{ ok: true }>("DELETE", `/api/blocks/${blockedUserId}`),
    onSuccess: () => refreshEverything(client),
  });
}

export const fetchBlocksPage = (cursor: number) => apiJson<BlocksPage>("GET", `/api/blocks?limit=20&cursor=${cursor}`);
