import { CATEGORIES } from "@down/common/categories";
import type { ProfileCard as ProfileCardData } from "@down/common/schemas/search";
import { useQueryClient } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { useCallback, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { LazyFinishProfileDialog } from "@/components/finish-profile/lazy-finish-profile-dialog";
import { isProfileIncompleteError } from "@/components/finish-profile/profile-incomplete";
import { Page } from "@/components/page/page";
import { ProfileCardSkeleton } from "@/components/profile-card/profile-card-skeleton";
import { ProfileCompletenessBanner } from "@/components/profile-completeness/profile-completeness-banner";
import { ProfileStep } from "@/components/profile-step/profile-step";
import { buttonVariants } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { UnderReviewNotice } from "@/components/under-review/under-review-notice";
import { isApiError } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth/auth-provider";
import { useFirstPaintHandoff } from "@/lib/first-paint";
import { toast } from "@/lib/lazy-toast";
import { showMatchMoment } from "@/lib/match-moment/match-moment-store";
import { showYourTurn } from "@/lib/your-turn";
import { readSearchQuery, type SearchSort, useSearchProfiles } from "../api/search-profiles";
import { useSendMatchRequest } from "../api/send-match-request";
import type { RequestState } from "../components/result-card";
import { ResultsEmpty } from "../components/results-empty";
import { ResultsList } from "../components/results-list";
import { ResultsTutorial } from "../components/results-tutorial";
import { SortToggle } from "../components/sort-toggle";
import { WidenedNotice } from "../components/widened-notice";

export function ResultsPage() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { category, sort } = readSearchQuery(useSearch());
  const search = useSearchProfiles(category, sort);
  useFirstPaintHandoff(!search.isPending);
  const sendRequest = useSendMatchRequest(user.id);
  const [requests, setRequests] = useState<Record<string, RequestState>>({});
  // The request refused for an unfinished profile, sent again once the profile is finished.
  const [pending, setPending] = useState<ProfileCardData | null>(null);

  const changeSort = (next: SearchSort) => {
    const params = new URLSearchParams({ sort: next });
    if (category) params.set("category", category);
    navigate(`/results?${params}`, { replace: true });
  };

  const request = (profile: ProfileCardData) => {
    setRequests((all) => ({ ...all, [profile.id]: "sending" }));
    sendRequest.mutate(profile.id, {
      onSuccess: (result) => {
        setRequests((all) => ({ ...all, [profile.id]: "sent" }));
        void queryClient.invalidateQueries({ queryKey: ["/api/matches"] });
        // A Match Back: "It's a Match!" over the whole screen (the socket's event for it shows nothing twice).
        if (result.mutual) showMatchMoment({ id: profile.id, name: profile.name, photo: profile.photo });
        else toast.success("Match Request Sent");
      },
      onError: (error) => {
        setRequests((all) => ({ ...all, [profile.id]: "idle" }));
        if (isProfileIncompleteError(error)) {
          setPending(profile);
          return;
        }
        if (showYourTurn(error, navigate)) return;
        // A 409 has a reason worth reading (e.g. they are not accepting matches); other failures do not.
        const description =
          isApiError(error, 409) && error.serverMessage
            ? error.serverMessage
            : "Failed to send match request. Please try again.";
        toast.error("Error", { description });
      },
    });
  };

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = search;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const categoryName = CATEGORIES.find((c) => c.id === category)?.name;
  const profiles = search.data?.pages.flatMap((page) => page.results) ?? [];
  const total = search.data?.pages[0]?.total ?? 0;

  return (
    <Page title="RESULTS" back>
      <ResultsTutorial />
      <LazyFinishProfileDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        purpose="send match requests"
        onDone={() => {
          if (pending) request(pending);
          setPending(null);
        }}
      />
      <div className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            {categoryName ? (
              <p className="text-xs font-bold tracking-[0.12em] text-accent uppercase">{categoryName}</p>
            ) : null}
            <p className="text-sm font-semibold whitespace-nowrap" role="status">
              {search.isPending ? "Searching..." : search.isError ? null : `${total} search results found`}
            </p>
          </div>
          <Link
            href="/explore"
            className={buttonVariants({ variant: "outline", size: "sm", className: "shrink-0 px-2.5 text-xs" })}
          >
            REDO THE SEARCH
          </Link>
        </div>
        <SortToggle value={sort} onChange={changeSort} />
        {search.data?.pages[0] ? <WidenedNotice result={search.data.pages[0]} /> : null}
        <UnderReviewNotice />
        <ProfileCompletenessBanner />
      </div>

      {search.isPending ? (
        <div className="flex flex-col gap-4">
          <ProfileCardSkeleton />
          <ProfileCardSkeleton />
        </div>
      ) : search.isError && isProfileIncompleteError(search.error) ? (
        <ProfileStep onDone={() => void search.refetch()} />
      ) : search.isError ? (
        <LoadError icon={RotateCcw} title="Couldn't load results" onRetry={() => void search.refetch()} />
      ) : profiles.length === 0 ? (
        <ResultsEmpty />
      ) : (
        <ResultsList
          profiles={profiles}
          requests={requests}
          onRequest={request}
          hasMore={hasNextPage}
          loadingMore={isFetchingNextPage}
          onLoadMore={loadMore}
        />
      )}
    </Page>
  );
}
