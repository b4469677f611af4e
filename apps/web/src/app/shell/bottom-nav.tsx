import {
  Compass,
  HeartHandshake,
  LayoutDashboard,
  type LucideIcon,
  MessageCircle,
  Sparkles,
  UserRound,
} from "lucide-react";
import { Link, useLocation } from "wouter";
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

export function BottomNav({ chatOpen, onToggleChat }: { chatOpen: boolean; onToggleChat: () => void }) {
  const [location] = useLocation();
  const scrolling = useHideWhileScrolling();
  const hidden = scrolling && !chatOpen;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40">
      <div className="mx-auto flex max-w-[480px] justify-center pb-2">
        <button
          type="button"
          aria-label="Open LOVE assistant"
          aria-expanded={chatOpen}
          aria-controls="love-panel"
          onClick={onToggleChat}
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
            return (
              <li key={tab.href} className="flex">
                <Link
                  href={tab.href}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "flex flex-1 flex-col items-center justify-center gap-1 text-[0.6875rem] font-semibold tracking-wide transition-colors",
                    active ? "text-accent" : "text-muted-foreground hover:text-foreground",
                  )}
                >
                  <Icon className="size-6" strokeWidth={active ? 2.4 : 1.9} aria-hidden="true" />
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
