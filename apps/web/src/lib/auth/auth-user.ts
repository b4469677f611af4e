import type { AuthUser } from "@down/common/schemas/auth";

/**
 * Shape check for a stored or fetched user. Hand-written on purpose: importing the zod schema from
 * common would pull libphonenumber's metadata (~150 kB) into every page load.
 */
export function isAuthUser(value: unknown): value is AuthUser {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === "string" &&
    typeof record.phone === "string" &&
    (record.name === null || typeof record.name === "string") &&
    typeof record.isNewUser === "boolean" &&
    typeof record.isModerator === "boolean"
  );
}
