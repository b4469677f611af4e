import { Link2Off } from "lucide-react";
import { Link, useRoute } from "wouter";
import { Page } from "@/app/shell/page";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** Where Instagram and Spotify send the browser back; no client id is configured, so nothing connects yet. */
export function OAuthCallbackPage() {
  const [isInstagram] = useRoute("/auth/instagram/callback");
  const service = isInstagram ? "Instagram" : "Spotify";
  return (
    <Page title={service.toUpperCase()}>
      <EmptyState
        icon={Link2Off}
        title={`${service} isn't connected`}
        description={`Connecting ${service} is not available yet. Your profile is unchanged.`}
        action={
          <Link href="/profile/personal" className={buttonVariants({ variant: "outline" })}>
            Back to Edit Profile
          </Link>
        }
      />
    </Page>
  );
}
