import {
  Compass,
  HeartHandshake,
  LayoutDashboard,
  type LucideIcon,
  MessageCircle,
  Sparkles,
  UserRound,
} from "lucide-react";
import type { Ref } from "react";
import { Link, useLocation } from "wouter";
import { useUnreadMessages } from "@/features/messages/api/get-unread-messages";
import { cn } from "@/lib/cn";
import { useHideWhileScrolling } from "./use-hide-while-scrolling";

interface Tab {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Other paths that belong to this tab, so it stays highlighted on detail screens. */
  prefixes: string[];
}

export const TABS: readonly Tab[] = [
  { href: "/explore", label: "Explore", icon: Compass, prefixes: ["/explore", "/questions", "/results"] },
  { href: "/matches", label: "Matches", icon: HeartHandshake, prefixes: ["/matches", "/all-matches"] },
  { href: "/dashboard", label: "Dash", icon: LayoutDashboard, prefixes: ["/dashboard", "/recently-viewed"] },
  { href: "/messages", label: "Messages", icon: MessageCircle, prefixes: ["/messages"] },
  { href: "/profile", label: "Profile", icon: UserRound, prefixes: ["/profile"] },
];

/** /profile/{id}: someone's profile, which is no tab's; lighting Profile there said it was one's own. */
const SOMEONES_PROFILE = /^\/profile\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isActive(tab: Tab, location: string): boolean {
  if (tab.href === "/profile" && SOMEONES_PROFILE.test(location)) return false;
  return tab.prefixes.some((prefix) => location === prefix || location.startsWith(`${prefix}/`));
}

interface Props {
  chatOpen: boolean;
  onToggleChat: () => void;
  /** Focus returns here when the panel closes. */
  chatButtonRef?: Ref<HTMLButtonElement>;
  /** Starts loading the panel's code when a press is likely (hover, focus, touch). */
  onPrepareChat?: () => void;
}

export function BottomNav({ chatOpen, onToggleChat, chatButtonRef, onPrepareChat }: Props) {
  const [location] = useLocation();
  const scrolling = useHideWhileScrolling();
  const unread = useUnreadMessages().data ?? 0;
  const tab = (t: Tab) => <TabLink key={t.href} tab={t} active={isActive(t, location)} unread={unread} />;
  return (
    <nav
      aria-label="Main"
      className={cn(
        "pb-safe fixed inset-x-0 bottom-0 z-40 border-t border-border/70 bg-background/90 backdrop-blur-md transition-transform duration-200 motion-reduce:transition-none",
        // Out of the way while the page scrolls; never while LOVE is open or the keyboard is in the bar.
        scrolling && !chatOpen && "translate-y-full focus-within:translate-y-0",
      )}
    >
      {/* LOVE sits in the bar, between the tabs, so it never covers the page (decision 016). */}
      <ul className="mx-auto grid h-16 max-w-[480px] grid-cols-[repeat(2,minmax(0,1fr))_4rem_repeat(3,minmax(0,1fr))]">
        {TABS.slice(0, 2).map(tab)}
        <li className="flex items-center justify-center">
          <button
            ref={chatButtonRef}
            type="button"
            aria-label="Open LOVE assistant"
            aria-expanded={chatOpen}
            aria-controls="love-panel"
            onClick={onToggleChat}
            onPointerEnter={onPrepareChat}
            onFocus={onPrepareChat}
            onTouchStart={onPrepareChat}
            className={cn(
              "inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-float transition-transform duration-200 hover:bg-accent-hover active:scale-95 motion-reduce:transition-none",
              chatOpen && "rotate-12",
            )}
          >
            <Sparkles className="size-6" aria-hidden="true" />
          </button>
        </li>
        {TABS.slice(2).map(tab)}
      </ul>
    </nav>
  );
}

function TabLink({ tab, active, unread }: { tab: Tab; active: boolean; unread: number }) {
  const Icon = tab.icon;
  const badge = tab.href === "/messages" && unread > 0 ? unread : 0;
  return (
    <li className="flex">
      <Link
        href={tab.href}
        aria-current={active ? "page" : undefined}
        aria-label={badge ? `${tab.label}, ${badge} unread` : undefined}
        className={cn(
          "flex min-w-0 flex-1 flex-col items-center justify-center gap-1 text-[0.6875rem] font-semibold tracking-wide transition-colors",
          active ? "text-accent" : "text-muted-foreground hover:text-foreground",
        )}
      >
        <span className="relative">
          <Icon className="size-6" strokeWidth={active ? 2.4 : 1.9} aria-hidden="true" />
          {badge ? (
            <span
              data-testid="messages-tab-unread"
              aria-hidden="true"
              className="absolute -top-1.5 -right-2.5 inline-flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-accent px-1 text-[0.625rem] leading-none font-bold text-accent-foreground ring-2 ring-background"
            >
              {badge > 99 ? "99+" : badge}
            </span>
          ) : null}
        </span>
        {tab.label}
      </Link>
    </li>
  );
}
