import type { RealtimeEvent } from "@down/common/schemas/realtime-events";
import type { EventBus } from "../../realtime/bus";

/** Invite and date events (see the union in realtime-events.ts), published after commit only. */
export type DatesEvent = Extract<RealtimeEvent, { type: "invite" | "date" }>;

export async function publishToBoth(bus: EventBus, userIds: [string, string], event: DatesEvent) {
  for (const userId of userIds) await bus.publish(userId, { ...event });
}
