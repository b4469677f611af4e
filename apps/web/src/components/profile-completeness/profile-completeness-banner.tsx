import type { OwnProfile } from "@down/common/schemas/profile";
import { ChevronRight, UserRoundPen } from "lucide-react";
import { Link } from "wouter";
import { useOwnProfile } from "@/lib/api/own-profile";
import { useCurrentUser } from "@/lib/auth/auth-provider";

/** Search shows people by gender and "interested in"; without these a profile is hard to find. */
export function isProfileIncomplete(profile: Pick<OwnProfile, "name" | "age" | "gender">): boolean {
  return !profile.name || profile.age === null || !profile.gender;
}

/**
 * A nudge for Explore and Results; shows nothing while loading or once name, age, gender and a photo are
 * set. A photo is never required (searching and requests work without one), only asked for.
 */
export function ProfileCompletenessBanner() {
  const user = useCurrentUser();
  const profile = useOwnProfile(user.id);
  if (!profile.data) return null;
  const text = isProfileIncomplete(profile.data)
    ? "Complete your profile so people near you can find you"
    : profile.data.photos.length === 0
      ? "Add a photo so people can see who they're matching with"
      : null;
  if (!text) return null;
  return (
    <Link
      href="/profile/personal"
      className="flex items-center gap-3 rounded-2xl border border-accent/30 bg-accent-soft p-4 text-accent-soft-foreground shadow-card transition-[filter] hover:brightness-[0.98]"
    >
      <UserRoundPen className="size-6 shrink-0" aria-hidden="true" />
      <span className="flex-1 text-sm font-semibold">{text}</span>
      <ChevronRight className="size-5 shrink-0" aria-hidden="true" />
    </Link>
  );
}
