import { z } from "zod";
import { AppError } from "./app-error";

type Issue = z.core.$ZodIssue;

/**
 * True when the schema author wrote the message (e.g. "Please enter a valid phone number"): it is
 * meant for people as is. Zod's own messages ("Invalid option: ...") do not name the field.
 */
function isAuthoredMessage(issue: Issue): boolean {
  const localeError = z.config().localeError;
  if (!localeError) return false;
  // A reported issue is the raw issue plus its message, so the default map can word it again.
  const fallback = localeError(issue as z.core.$ZodRawIssue);
  const fallbackMessage = typeof fallback === "string" ? fallback : fallback?.message;
  return issue.message !== fallbackMessage;
}

/** The first issue in words; zod's generic wording gets the field's path in front, as "gender: Invalid option...". */
export function describeIssue(issue: Issue | undefined): string {
  if (!issue) return "Invalid request";
  if (issue.path.length === 0 || isAuthoredMessage(issue)) return issue.message;
  return `${issue.path.join(".")}: ${issue.message}`;
}

/** The caller's input stays out of error bodies and logs; the path says which field failed. */
function withoutInput(issue: Issue): Issue {
  const { input: _input, ...rest } = issue;
  return rest as Issue;
}

export class ValidationError extends AppError {
  readonly issues: Issue[];

  constructor(issues: Issue[]) {
    super(400, "validation_failed", describeIssue(issues[0]));
    this.issues = issues.map(withoutInput);
  }
}

/** Parses untrusted input; a failure is a 400 that changes nothing. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  // The input is needed to tell zod's default messages from authored ones (describeIssue).
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw new ValidationError(result.error.issues);
  return result.data;
}
