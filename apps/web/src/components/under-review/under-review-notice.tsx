import { EyeOff } from "lucide-react";
import { Link } from "wouter";
import { useOwnProfile } from "@/lib/api/own-profile";
import { useCurrentUser } from "@/lib/auth/auth-provider";

export const UNDER_REVIEW_HEADING = "Your profile is under review";
export const UNDER_REVIEW_TEXT =
  "While we check a report, others can't see you. Your matches and chats stay as they are, and we'll let you know as soon as we're done.";

/**
 * Tells a person held out of sight by credible reports (docs/decisions/019-reports-that-hold.md) why nobody
 * finds them; never who reported them or why. Shows nothing while loading or when there is no review, so a
 * painted screen (which has no own profile) and its hydration draw the same nothing.
 */
export function UnderReviewNotice() {
  const user = useCurrentUser();
  const profile = useOwnProfile(user.id);
  if (!profile.data?.underReview) return null;
  return (
    <section
      aria-label={UNDER_REVIEW_HEADING}
      className="flex items-start gap-3 rounded-2xl border border-accent/30 bg-accent-soft p-4 text-accent-soft-foreground shadow-card"
    >
      <EyeOff className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <h2 className="text-sm font-bold">{UNDER_REVIEW_HEADING}</h2>
        <p className="text-sm">{UNDER_REVIEW_TEXT}</p>
        <p className="text-sm">
          Questions?{" "}
          <Link href="/contact" className="font-semibold underline">
            Contact us
          </Link>
        </p>
      </div>
    </section>
  );
}
