import type { DateEvent, Invite } from "@down/common/schemas/dates";
import type { CustomQuestion, Message } from "@down/common/schemas/messages";
import type { OutboxEntry } from "@/lib/realtime/outbox";

export type TimelineItem =
  | { kind: "message"; key: string; at: string; message: Message }
  | { kind: "question"; key: string; at: string; question: CustomQuestion }
  | { kind: "pending"; key: string; at: string; entry: OutboxEntry }
  | { kind: "date"; key: string; at: string; card: DateCard };

/**
 * An invite or what became of it, as a card in the conversation: "sent" when it was made, then the answer
 * (accepted, declined, cancelled) when it came. The sent card also tells what became of the date since
 * (a new time, cancelled, done), so a change shows where the invite is.
 */
export interface DateCard {
  moment: "sent" | "accepted" | "declined" | "cancelled";
  invite: Invite;
  date: DateEvent | null;
}

/** The cards for one conversation: the invites between the signed-in person and `otherId`. */
export function dateCards(invites: readonly Invite[], dates: readonly DateEvent[], otherId: string): DateCard[] {
  const byId = new Map(dates.map((d) => [d.id, d]));
  return invites
    .filter((invite) => invite.other.id === otherId)
    .flatMap((invite) => {
      const date = invite.dateEventId ? (byId.get(invite.dateEventId) ?? null) : null;
      const cards: DateCard[] = [{ moment: "sent", invite, date }];
      if (invite.status !== "pending" && invite.respondedAt) cards.push({ moment: invite.status, invite, date });
      return cards;
    });
}

const cardAt = (card: DateCard) =>
  card.moment === "sent" ? card.invite.createdAt : (card.invite.respondedAt ?? card.invite.createdAt);

interface Paged<T> {
  items: T[];
  /** Oldest time loaded, when older pages exist: nothing older than it may be shown yet. */
  oldestLoaded: string | null;
}

/**
 * Messages and questions are paged separately; merged, an item is shown only when it is newer than the
 * edge of whichever list still has older pages, so a question never appears out of place above a gap.
 * Outbox entries the server already has (same clientId) are not shown twice.
 */
export function buildTimeline(
  messages: Paged<Message>,
  questions: Paged<CustomQuestion>,
  pending: readonly OutboxEntry[],
  cards: readonly DateCard[] = [],
): TimelineItem[] {
  const edges = [messages.oldestLoaded, questions.oldestLoaded].filter((e): e is string => e !== null);
  const edge = edges.length > 0 ? edges.reduce((a, b) => (a > b ? a : b)) : null;
  const shown = (at: string) => edge === null || at >= edge;
  const known = new Set(messages.items.map((m) => m.clientId).filter(Boolean));
  const questionIds = new Set(questions.items.map((q) => q.id));
  const items: TimelineItem[] = [
    ...messages.items
      .filter((m) => shown(m.createdAt))
      .map((m) => ({ kind: "message" as const, key: m.id, at: m.createdAt, message: m })),
    ...questions.items
      .filter((q) => shown(q.createdAt))
      .map((q) => ({ kind: "question" as const, key: q.id, at: q.createdAt, question: q })),
    ...cards
      .filter((c) => shown(cardAt(c)))
      .map((card) => ({ kind: "date" as const, key: `${card.invite.id}-${card.moment}`, at: cardAt(card), card })),
  ];
  items.sort((a, b) => (a.at === b.at ? a.key.localeCompare(b.key) : a.at.localeCompare(b.at)));
  // Lines still on their way go last, in the order written: this device's clock must not reorder them.
  const waiting = pending
    .filter((e) => !known.has(e.clientId) && !questionIds.has(e.clientId))
    .map((e) => ({ kind: "pending" as const, key: e.clientId, at: e.createdAt, entry: e }));
  return [...items, ...waiting];
}
