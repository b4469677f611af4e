import { Link2Off } from "lucide-react";
import { Link, useRoute } from "wouter";
import { Page } from "@/components/page/page";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/**
 * The server answers /auth/{provider}/callback itself (it finishes the code exchange and sends the
 * browser to Edit Profile); this screen shows only if the app reaches the path on its own.
 */
export function OAuthCallbackPage() {
  const [isInstagram] = useRoute("/auth/instagram/callback");
  const service = isInstagram ? "Instagram" : "Spotify";
  return (
    <Page title={service.toUpperCase()}>
      <EmptyState
        icon={Link2Off}
        title={`Nothing to finish for ${service}`}
        description={`Start from Edit Profile to connect ${service}. Your profile is unchanged.`}
        action={
          <Link href="/profile/personal" className={buttonVariants({ variant: "outline" })}>
            Back to Edit Profile
          </Link>
        }
      />
    </Page>
  );
}
