import { PLACEHOLDER_RATING } from "@down/common/constants";
import type { Match } from "@down/common/schemas/matches";
import type { ProfileCard } from "@down/common/schemas/search";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiJson } from "@/lib/api-client";
import type { ProfileCardView } from "@/lib/profile-card-view";

/** A match as the list returns it; `profile` is the other person's card when the server knows them. */
export type MatchWithProfile = Match & { profile?: ProfileCard | null };

export interface MatchEntry {
  matchId: string;
  otherId: string;
  card: ProfileCardView;
  /** They wrote last and wait on the viewer's reply (docs/product.md, "Your turn"). */
  yourTurn: boolean;
}

/** docs/product.md#placeholder-match: a match without a known profile shows as a placeholder card. */
export function placeholderCard(otherId: string): ProfileCardView {
  return {
    id: otherId,
    name: otherId.toUpperCase(),
    age: null,
    location: "Unknown",
    tagline: "New match",
    photos: [],
    rating: PLACEHOLDER_RATING,
    reviewCount: 0,
    dateCount: 0,
    status: "Matched",
    matchedOn: [],
  };
}

export function toMatchEntry(match: MatchWithProfile, currentUserId: string): MatchEntry {
  const otherId = match.fromUserId === currentUserId ? match.toUserId : match.fromUserId;
  const card = match.profile ? { ...match.profile, status: "Matched" as const } : placeholderCard(otherId);
  return { matchId: match.id, otherId, card, yourTurn: match.yourTurn === true };
}

/** The list as cached: the route prefetcher starts it while the screen's code downloads. */
export const matchesQuery = (userId: string) =>
  queryOptions({
    queryKey: ["/api/matches", userId],
    queryFn: () => apiJson<MatchWithProfile[]>("GET", `/api/matches/${userId}`),
  });

/** Shared by the dashboard and Matches, so both screens read one cached answer. */
export function useMatchEntries(userId: string) {
  return useQuery({
    ...matchesQuery(userId),
    select: (matches) => matches.map((match) => toMatchEntry(match, userId)),
  });
}
