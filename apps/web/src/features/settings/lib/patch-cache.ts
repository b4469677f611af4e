import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Optimistic edits touch only the fields being changed, so two quick toggles (say, two switches)
 * can't undo each other when one answer or one rollback lands after the other change.
 */
export function applyPatch<T extends object>(client: QueryClient, key: QueryKey, patch: Partial<T>): Partial<T> {
  const before = client.getQueryData<T>(key);
  const previous: Partial<T> = {};
  if (before) for (const field of fieldsOf(patch)) previous[field] = before[field];
  client.setQueryData<T>(key, (old) => (old ? { ...old, ...patch } : old));
  return previous;
}

/** Puts back what applyPatch replaced. */
export function restorePatch<T extends object>(client: QueryClient, key: QueryKey, previous: Partial<T> | undefined) {
  if (previous) client.setQueryData<T>(key, (old) => (old ? { ...old, ...previous } : old));
}

/** Takes the server's word for the changed fields only. */
export function mergeSaved<T extends object>(client: QueryClient, key: QueryKey, saved: T, patch: Partial<T>) {
  const fresh: Partial<T> = {};
  for (const field of fieldsOf(patch)) fresh[field] = saved[field];
  client.setQueryData<T>(key, (old) => (old ? { ...old, ...fresh } : saved));
}

const fieldsOf = <T extends object>(patch: Partial<T>) => Object.keys(patch) as Array<keyof T>;

/** Results are filtered by distance, place and the visibility switches; every search page lives under this key. */
export function invalidateSearch(client: QueryClient) {
  return client.invalidateQueries({ queryKey: ["/api/search"] });
}
