import { missingProfileItems, missingProfileWords, profileGaps } from "@down/common/profile-ready";
import { ChevronRight, UserRoundPen } from "lucide-react";
import { Link } from "wouter";
import { useOwnProfile } from "@/lib/api/own-profile";
import { useCurrentUser } from "@/lib/auth/auth-provider";

/**
 * A nudge for Explore and Results that names exactly what others would still need to see (the one list in
 * packages/common/src/profile-ready.ts) and disappears once nothing is missing. While a name or age is missing
 * the first-run profile step (components/profile-step) asks instead, so the banner stays out of its way.
 */
export function ProfileCompletenessBanner() {
  const user = useCurrentUser();
  const profile = useOwnProfile(user.id);
  if (!profile.data || profileGaps(profile.data).length > 0) return null;
  const missing = missingProfileItems(profile.data);
  if (missing.length === 0) return null;
  return (
    <Link
      href="/profile/personal"
      className="flex items-center gap-3 rounded-2xl border border-accent/30 bg-accent-soft p-4 text-accent-soft-foreground shadow-card transition-[filter] hover:brightness-[0.98]"
    >
      <UserRoundPen className="size-6 shrink-0" aria-hidden="true" />
      <span className="flex-1 text-sm font-semibold">Complete your profile: add {missingProfileWords(missing)}</span>
      <ChevronRight className="size-5 shrink-0" aria-hidden="true" />
    </Link>
  );
}
