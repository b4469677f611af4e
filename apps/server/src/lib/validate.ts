import type { z } from "zod";
import { AppError } from "./app-error";

export class ValidationError extends AppError {
  constructor(readonly issues: z.core.$ZodIssue[]) {
    const first = issues[0];
    const where = first && first.path.length > 0 ? `${first.path.join(".")}: ` : "";
    super(400, "validation_failed", first ? `${where}${first.message}` : "Invalid request");
  }
}

/** Parses untrusted input; a failure is a 400 that changes nothing. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(result.error.issues);
  return result.data;
}
