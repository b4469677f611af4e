import type { ProfileCard } from "@down/common/schemas/search";

/**
 * What a list card needs; search results carry all of it, a placeholder match only some. It sits in lib/ so the
 * match list's calls (lib/api/matches.ts) can build a card without importing the card's component (ARCHITECTURE.md).
 */
export type ProfileCardView = Pick<
  ProfileCard,
  | "id"
  | "name"
  | "age"
  | "location"
  | "tagline"
  | "photos"
  | "rating"
  | "reviewCount"
  | "dateCount"
  | "status"
  | "matchedOn"
> &
  Partial<Pick<ProfileCard, "photo" | "downScore" | "distance" | "verified" | "likesYou">>;
