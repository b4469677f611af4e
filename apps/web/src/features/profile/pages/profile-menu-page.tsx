import { ACCOUNT_LABELS, ACCOUNT_PATHS } from "@down/common/constants";
import {
  CalendarHeart,
  ChartNoAxesColumn,
  ChevronRight,
  Eye,
  FileText,
  Images,
  LogOut,
  type LucideIcon,
  Mail,
  MessageSquareHeart,
  Settings,
  ShieldAlert,
  ShieldCheck,
  Star,
  Trash2,
  UserRoundPen,
} from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "wouter";
import { Page } from "@/components/page/page";
import { Spinner } from "@/components/ui/spinner";
import { UnderReviewNotice } from "@/components/under-review/under-review-notice";
import { useAuth } from "@/lib/auth/auth-provider";
import { cn } from "@/lib/cn";

interface MenuEntry {
  href: string;
  label: string;
  icon: LucideIcon;
  danger?: boolean;
}

const GROUPS: ReadonlyArray<{ title: string; entries: MenuEntry[] }> = [
  {
    title: "YOU",
    entries: [
      { href: "/profile/personal", label: "Edit Profile", icon: UserRoundPen },
      { href: "/profile/public", label: "Public Profile", icon: Eye },
      { href: "/gallery", label: "Gallery", icon: Images },
    ],
  },
  {
    title: "ACTIVITY",
    entries: [
      { href: "/my-dates", label: "My Dates", icon: CalendarHeart },
      { href: "/insights", label: "Insights", icon: ChartNoAxesColumn },
      { href: "/reviews", label: "Reviews", icon: Star },
    ],
  },
  {
    title: "ACCOUNT",
    entries: [
      { href: "/settings", label: "Settings", icon: Settings },
      { href: "/terms", label: "Terms of Use", icon: FileText },
      { href: "/privacy", label: "Privacy Policy", icon: ShieldCheck },
      { href: "/feedback", label: "Give Us Feedback", icon: MessageSquareHeart },
      { href: "/contact", label: "Contact Us", icon: Mail },
      { href: ACCOUNT_PATHS.deleteAccount, label: ACCOUNT_LABELS.deleteAccount, icon: Trash2, danger: true },
    ],
  },
];

/** Only for moderators (MODERATOR_PHONES); the server refuses everyone else anyway. */
const MODERATION_GROUP: { title: string; entries: MenuEntry[] } = {
  title: "MODERATION",
  entries: [{ href: "/moderation", label: "Moderation", icon: ShieldAlert }],
};

const row = "flex min-h-14 w-full items-center gap-4 px-4 py-3 text-left text-base font-medium transition-colors";

export function ProfileMenuPage() {
  const { signOut, user } = useAuth();
  const groups = user?.isModerator ? [...GROUPS, MODERATION_GROUP] : GROUPS;
  const [, navigate] = useLocation();
  const [leaving, setLeaving] = useState(false);

  const logOut = async () => {
    setLeaving(true);
    // signOut clears the local user even when the call fails; either way the user ends up signed out.
    await signOut().catch(() => undefined);
    navigate("/login", { replace: true });
  };

  return (
    <Page title="PROFILE">
      <UnderReviewNotice />
      {groups.map((group) => (
        <section key={group.title} aria-label={group.title} className="flex flex-col gap-2">
          <h2 className="px-1 text-xs font-bold tracking-[0.14em] text-muted-foreground">{group.title}</h2>
          <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface shadow-card">
            {group.entries.map(({ href, label, icon: Icon, danger }) => (
              <li key={href}>
                <Link
                  href={href}
                  className={cn(row, danger ? "text-destructive hover:bg-destructive-soft" : "hover:bg-surface-muted")}
                >
                  <Icon className={cn("size-5", danger ? "" : "text-muted-foreground")} aria-hidden="true" />
                  <span className="flex-1">{label}</span>
                  <ChevronRight className="size-5 text-muted-foreground" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <button
        type="button"
        onClick={logOut}
        disabled={leaving}
        className={cn(
          row,
          "justify-center rounded-2xl border border-border bg-surface font-bold tracking-[0.12em] shadow-card hover:bg-surface-muted disabled:opacity-60",
        )}
      >
        {leaving ? <Spinner /> : <LogOut className="size-5" aria-hidden="true" />}
        LOG OUT
      </button>
    </Page>
  );
}
