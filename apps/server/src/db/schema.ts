/**
 * The database's tables, one file per domain under schema/ (drizzle-kit reads them through this file:
 * apps/server/drizzle.config.ts). Modules import tables from here.
 */
export * from "./schema/answers";
export * from "./schema/dates";
export * from "./schema/messages";
export * from "./schema/photos";
export * from "./schema/profiles";
export * from "./schema/safety";
export * from "./schema/sign-in";
export * from "./schema/users";
