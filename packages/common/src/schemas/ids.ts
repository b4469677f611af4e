import { z } from "../zod";

export const userIdSchema = z.uuid({ error: "Invalid user id" });
export const userIdParamsSchema = z.strictObject({ userId: userIdSchema });
export const pairParamsSchema = z.strictObject({ userId: userIdSchema, otherId: userIdSchema });
