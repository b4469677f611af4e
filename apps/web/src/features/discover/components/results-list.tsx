import type { ProfileCard as ProfileCardData } from "@down/common/schemas/search";
import { ProfileCardSkeleton } from "@/components/profile-card/profile-card-skeleton";
import { LATER_ITEM, useProgressiveList } from "@/lib/use-progressive-list";
import { LoadMoreSentinel } from "./load-more-sentinel";
import { type RequestState, ResultCard } from "./result-card";

export function ResultsList({
  profiles,
  requests,
  onRequest,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  profiles: readonly ProfileCardData[];
  requests: Readonly<Record<string, RequestState>>;
  onRequest: (profile: ProfileCardData) => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  const shown = useProgressiveList(profiles);
  return (
    <>
      <ul className="flex flex-col gap-4">
        {shown.map((profile, index) => (
          <li key={profile.id} className={index >= 2 ? LATER_ITEM : undefined}>
            <ResultCard
              profile={profile}
              requestState={requests[profile.id] ?? (profile.requested ? "sent" : "idle")}
              onRequest={onRequest}
              priority={index === 0}
            />
          </li>
        ))}
      </ul>
      {loadingMore ? <ProfileCardSkeleton /> : null}
      <LoadMoreSentinel onVisible={onLoadMore} disabled={!hasMore || loadingMore || shown.length < profiles.length} />
    </>
  );
}
