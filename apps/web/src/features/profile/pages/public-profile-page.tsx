import { UserRound } from "lucide-react";
import { Link, useParams } from "wouter";
import { Page } from "@/components/page/page";
import { SafetyMenu } from "@/components/safety-menu";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { useCurrentUser } from "@/lib/auth/auth-provider";
import { useFirstPaintHandoff } from "@/lib/first-paint";
import { isUnavailable } from "@/lib/unavailable";
import { usePublicProfile, useRecordView } from "../api/public-profile";
import { PublicProfileActions } from "../components/public-profile-actions";
import { PublicProfileSkeleton } from "../components/public-profile-skeleton";
import { PublicProfileView } from "../components/public-profile-view";

/** /profile/{id}: someone's profile; one's own id shows one's own, as others see it. */
export function PublicProfilePage() {
  const user = useCurrentUser();
  const { id = user.id } = useParams<{ id?: string }>();
  const profile = usePublicProfile(id);
  useFirstPaintHandoff(!profile.isPending);
  const self = id === user.id;
  useRecordView(id, profile.isSuccess && !self);

  const menu = profile.data && !self ? <SafetyMenu userId={profile.data.id} name={profile.data.name} /> : undefined;

  return (
    <Page title="PROFILE" back actions={menu}>
      {profile.isPending ? (
        <PublicProfileSkeleton />
      ) : profile.isError && isUnavailable(profile.error) ? (
        <EmptyState
          icon={UserRound}
          title="This profile isn't available"
          description="The person may have hidden their profile or left DOWN."
          action={
            <Link href="/dashboard" className={buttonVariants({ variant: "outline" })}>
              Back to Dashboard
            </Link>
          }
        />
      ) : profile.isError ? (
        <LoadError icon={UserRound} title="Couldn't load this profile" onRetry={() => void profile.refetch()} />
      ) : (
        <PublicProfileView
          profile={profile.data}
          actions={self ? undefined : <PublicProfileActions profile={profile.data} currentUserId={user.id} />}
        />
      )}
    </Page>
  );
}
