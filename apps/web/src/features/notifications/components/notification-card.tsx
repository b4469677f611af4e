import type { NotificationItem, NotificationType } from "@down/common/schemas/notifications";
import { formatDistanceToNowStrict } from "date-fns";
import {
  CalendarHeart,
  Eye,
  HeartHandshake,
  Info,
  type LucideIcon,
  MessageCircle,
  ShieldAlert,
  Star,
  UserPlus,
} from "lucide-react";
import { Link } from "wouter";
import { PhotoImg } from "@/components/ui/photo-img";
import { cn } from "@/lib/cn";

const ICONS: Record<NotificationType, LucideIcon> = {
  match: HeartHandshake,
  "match-request": UserPlus,
  view: Eye,
  message: MessageCircle,
  system: Info,
  invite: CalendarHeart,
  date: CalendarHeart,
  review: Star,
  moderation: ShieldAlert,
};

interface Action {
  href: string;
  label: string;
}

/** Where a notification leads: the conversation, the person's profile, the moderation queue, or one's own profile. */
export function notificationActions(n: Pick<NotificationItem, "type" | "actorId">): Action[] {
  const actor = n.actorId;
  if (actor && n.type === "match") {
    return [
      { href: `/messages/${actor}`, label: "Message" },
      { href: `/profile/${actor}`, label: "View profile" },
    ];
  }
  if (actor && n.type === "message") return [{ href: `/messages/${actor}`, label: "Reply" }];
  if (n.type === "invite" || n.type === "date") return [{ href: "/my-dates", label: "Open My Dates" }];
  if (n.type === "review") return [{ href: "/reviews", label: "See your reviews" }];
  if (n.type === "moderation") return [{ href: "/moderation", label: "Open Moderation" }];
  if (actor && (n.type === "match-request" || n.type === "view"))
    return [{ href: `/profile/${actor}`, label: "View profile" }];
  return [{ href: "/profile/personal", label: "Open your profile" }];
}

/** One notification; unread ones carry a dot and a bolder title. Following any of its links marks it read. */
export function NotificationCard({
  item,
  onOpen,
}: {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
}) {
  const Icon = ICONS[item.type];
  const [primary, ...rest] = notificationActions(item);
  const when = formatDistanceToNowStrict(new Date(item.createdAt), { addSuffix: true });
  return (
    <article
      aria-label={item.title}
      className={cn(
        "relative flex gap-3 rounded-2xl border p-4 shadow-card",
        item.read ? "border-border bg-surface" : "border-accent/40 bg-accent-soft/40",
      )}
    >
      <span className="relative shrink-0">
        {item.actor?.photo ? (
          <PhotoImg
            url={item.actor.photo}
            sizes="48px"
            alt=""
            className="size-12 rounded-full bg-surface-muted object-cover"
          />
        ) : (
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent-soft text-accent-soft-foreground">
            <Icon className="size-5" aria-hidden="true" />
          </span>
        )}
        {item.read ? null : (
          <span
            data-testid="unread-marker"
            className="absolute -top-0.5 -right-0.5 size-3 rounded-full bg-accent ring-2 ring-surface"
            aria-hidden="true"
          />
        )}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 className={cn("text-[0.9375rem] leading-snug", item.read ? "font-medium" : "font-bold")}>
          {primary ? (
            <Link
              href={primary.href}
              onClick={() => onOpen(item)}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-ring"
            >
              {item.title}
            </Link>
          ) : (
            item.title
          )}
          {item.read ? null : <span className="sr-only"> (unread)</span>}
        </h2>
        {item.body ? <p className="text-sm text-muted-foreground">{item.body}</p> : null}
        <p className="text-xs text-muted-foreground">
          <time dateTime={item.createdAt}>{when}</time>
        </p>
        <div className="pointer-events-none relative z-10 mt-1 flex flex-wrap gap-x-4">
          {primary ? (
            <span aria-hidden="true" className="inline-flex min-h-11 items-center text-sm font-semibold text-accent">
              {primary.label}
            </span>
          ) : null}
          {rest.map((action) => (
            <Link
              key={action.href}
              href={action.href}
              onClick={() => onOpen(item)}
              className="pointer-events-auto inline-flex min-h-11 items-center text-sm font-semibold text-accent hover:underline"
            >
              {action.label}
            </Link>
          ))}
        </div>
      </div>
    </article>
  );
}
