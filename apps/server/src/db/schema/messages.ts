import { boolean, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { userRef, users } from "./users";

// Talking: messages between matches, the assistant's chat, notifications and the Web Push subscriptions they go
// out by.

export const messages = pgTable(
  "messages",
  {
    id: id(),
    senderId: userRef("sender_id"),
    receiverId: userRef("receiver_id"),
    content: text("content").notNull(),
    read: boolean("read").notNull().default(false),
    /** The sender's id for this send; a retry with the same one finds the first row instead of adding one. */
    clientId: uuid("client_id"),
    /**
     * What the message check said when it was sent (docs/product.md, "Message check"): "harmful" (sent
     * anyway after "Are you sure?"; the receiver sees "Does this bother you?") or "scam" (an ask for money
     * or another app early in the conversation; the receiver sees a safety tip); null when nothing.
     */
    flag: text("flag", { enum: ["harmful", "scam"] }),
    createdAt: createdAt(),
  },
  (t) => [
    index("messages_pair_idx").on(t.senderId, t.receiverId, t.createdAt),
    index("messages_receiver_unread_idx").on(t.receiverId, t.read),
    uniqueIndex("messages_sender_client_uq").on(t.senderId, t.clientId),
    // The per-minute cap counts a sender's recent rows.
    index("messages_sender_time_idx").on(t.senderId, t.createdAt),
  ],
);

export const chatbotMessages = pgTable(
  "chatbot_messages",
  {
    id: id(),
    userId: userRef("user_id"),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    includesVisual: boolean("includes_visual").notNull().default(false),
    visualType: text("visual_type"),
    createdAt: createdAt(),
  },
  (t) => [index("chatbot_messages_user_idx").on(t.userId, t.createdAt)],
);

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: userRef("user_id"),
    type: text("type", {
      // 'moderation': an alert to a moderator, leading to the queue (decision 019).
      enum: ["match", "match-request", "view", "message", "system", "invite", "date", "review", "moderation"],
    }).notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body"),
    read: boolean("read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.read, t.createdAt),
    index("notifications_actor_idx").on(t.actorId),
  ],
);

/** Web Push subscriptions (one per browser the person allowed notifications in). */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: userRef("user_id"),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscriptions_user_idx").on(t.userId, t.createdAt)],
);
