import { UserRoundX } from "lucide-react";
import { Page } from "@/components/page/page";
import { LoadError } from "@/components/ui/load-error";
import { VerificationCard } from "@/components/verification/verification-card";
import { useAnswerSummary } from "@/lib/api/answer-summary";
import { useOwnProfile } from "@/lib/api/own-profile";
import { useCurrentUser } from "@/lib/auth/auth-provider";
import { EditProfileForm } from "../components/edit-profile-form";
import { EditProfileSkeleton } from "../components/edit-profile-skeleton";
import { PhotosCard } from "../components/photos-card";
import { ProfileSummaryCard } from "../components/profile-summary-card";

/** /profile/personal: summary, photos, then every profile card with one Save Changes. */
export function EditProfilePage() {
  const user = useCurrentUser();
  const profile = useOwnProfile(user.id);
  const summary = useAnswerSummary(user.id);
  return (
    // Extra bottom room so the fixed Save Changes bar never covers the last field.
    <Page title="EDIT PROFILE" back className="pb-32">
      {profile.data ? (
        <>
          <ProfileSummaryCard profile={profile.data} downPercent={summary.data?.downPercent ?? null} />
          <PhotosCard userId={user.id} photos={profile.data.photos} inReview={profile.data.photosInReview} />
          <VerificationCard userId={user.id} />
          <EditProfileForm userId={user.id} profile={profile.data} />
        </>
      ) : profile.isError ? (
        <LoadError
          icon={UserRoundX}
          title="We couldn't load your profile"
          onRetry={() => void profile.refetch()}
          retryVariant="soft"
        />
      ) : (
        <EditProfileSkeleton />
      )}
    </Page>
  );
}
