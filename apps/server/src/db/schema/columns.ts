import { timestamp, uuid } from "drizzle-orm/pg-core";

// Column shapes most tables share.
export const id = () => uuid("id").primaryKey().defaultRandom();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
