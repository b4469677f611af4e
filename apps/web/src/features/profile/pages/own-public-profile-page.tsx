import { Eye, UserRoundPen } from "lucide-react";
import { Link } from "wouter";
import { Page } from "@/components/page/page";
import { buttonVariants } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { useCurrentUser } from "@/lib/auth/auth-provider";
import { usePublicProfile } from "../api/public-profile";
import { PublicProfileSkeleton } from "../components/public-profile-skeleton";
import { PublicProfileView } from "../components/public-profile-view";

/** /profile/public: one's own profile exactly as the server shows it to others. */
export function OwnPublicProfilePage() {
  const user = useCurrentUser();
  const profile = usePublicProfile(user.id);
  const edit = (
    <Link href="/profile/personal" className={buttonVariants()}>
      <UserRoundPen aria-hidden="true" />
      Edit Profile
    </Link>
  );

  return (
    <Page title="PUBLIC PROFILE" back>
      <p className="rounded-2xl bg-accent-soft px-4 py-3 text-center text-sm font-medium text-accent-soft-foreground">
        This is how your profile appears to others
      </p>
      {profile.isPending ? (
        <PublicProfileSkeleton />
      ) : profile.isError ? (
        <LoadError
          icon={Eye}
          title="Couldn't load your profile"
          description="Please try again."
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <PublicProfileView profile={profile.data} actions={edit} />
      )}
    </Page>
  );
}
