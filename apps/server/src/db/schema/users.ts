import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";

// A person's account: the row every other table hangs from, and `userRef`, the column that points to it.

export const users = pgTable("users", {
  id: id(),
  phone: text("phone").notNull().unique(),
  name: text("name"),
  isNewUser: boolean("is_new_user").notNull().default(true),
  /** Demo accounts are seeded; real sign-ins never resolve to them. */
  isDemo: boolean("is_demo").notNull().default(false),
  /** Set by a moderator's ban: the number cannot sign in again (the row, and so the ban, stays). */
  bannedAt: timestamp("banned_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** A required reference to a person; the row goes with their account. */
export const userRef = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
