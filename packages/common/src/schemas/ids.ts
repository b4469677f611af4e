import { z } from "zod";

export const userIdSchema = z.uuid({ error: "Invalid user id" });
export const userIdParamsSchema = z.object({ userId: userIdSchema });
export const pairParamsSchema = z.object({ userId: userIdSchema, otherId: userIdSchema });
