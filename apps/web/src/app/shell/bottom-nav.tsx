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

function isActive(tab: Tab, location: string): boolean {
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
  const hidden = scrolling && !chatOpen;
  const unread = useUnreadMessages().data ?? 0;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40">
      <div className="mx-auto flex max-w-[480px] justify-center pb-2">
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
            "pointer-events-auto inline-flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-float ring-4 ring-background transition-[transform,opacity] duration-200 hover:bg-accent-hover active:scale-95",
            chatOpen && "rotate-12",
            hidden && "pointer-events-none translate-y-6 opacity-0",
          )}
        >
          <Sparkles className="size-6" aria-hidden="true" />
        </button>
      </div>
      <nav
        aria-label="Main"
        className="pb-safe pointer-events-auto border-t border-border/70 bg-background/90 backdrop-blur-md"
      >
        <ul className="mx-auto grid h-16 max-w-[480px] grid-cols-5">
          {TABS.map((tab) => {
            const active = isActive(tab, location);
            const Icon = tab.icon;
            const badge = tab.href === "/messages" && unread > 0 ? unread : 0;
            return (
              <li key={tab.href} className="flex">
                <Link
                  href={tab.href}
                  aria-current={active ? "page" : undefined}
                  aria-label={badge ? `${tab.label}, ${badge} unread` : undefined}
                  className={cn(
                    "flex flex-1 flex-col items-center justify-center gap-1 text-[0.6875rem] font-semibold tracking-wide transition-colors",
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
          })}
        </ul>
      </nav>
    </div>
  );
}
