import type { NotificationsPage } from "@down/common/schemas/notifications";
import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { unreadCountKey } from "@/lib/api/unread-count";
import { apiJson } from "@/lib/api-client";

const PAGE = 20;

import { notificationsKey } from "@/lib/realtime/query-keys";

export { notificationsKey };

export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationsKey,
    queryFn: ({ pageParam }) =>
      apiJson<NotificationsPage>(
        "GET",
        `/api/notifications?limit=${PAGE}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ""}`,
      ),
    initialPageParam: "",
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useNotifications() {
  return useInfiniteQuery(notificationsQuery());
}

type Cache = InfiniteData<NotificationsPage, string>;

/** Marks read in the cache at once; the server call follows and the bell's count is asked again. */
function useMarkReadMutation(mutationFn: (id?: string) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: (id?: string) => {
      client.setQueryData<Cache>(notificationsKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((n) => (id === undefined || n.id === id ? { ...n, read: true } : n)),
              })),
            }
          : data,
      );
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: unreadCountKey });
      void client.invalidateQueries({ queryKey: notificationsKey });
    },
  });
}

export const useMarkRead = () => useMarkReadMutation((id) => apiJson("POST", `/api/notifications/${id}/read`));

export const useMarkAllRead = () => useMarkReadMutation(() => apiJson("POST", "/api/notifications/read-all"));
