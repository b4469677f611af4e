import type { FastifyInstance, FastifySchemaCompiler } from "fastify";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { z } from "zod";
import { ValidationError } from "./validate";

/**
 * Fastify's validator for a route's `schema: { params, querystring, body }` written with the shared zod schemas
 * (issue 24, item 4: each route declared once). It parses exactly as lib/validate.ts `parse` does, so a refusal
 * is the same 400 `{ error: { code: "validation_failed", message, issues } }` with the same words; Fastify hands
 * the ValidationError to lib/error-handler.ts unchanged.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    // The input is needed to tell zod's default messages from authored ones (describeIssue in validate.ts).
    const result = schema.safeParse(data, { reportInput: true });
    return result.success ? { value: result.data } : { error: new ValidationError(result.error.issues) };
  };

/** The body of a call that has nothing to say but that it worked. */
export const okSchema = z.object({ ok: z.literal(true) });

/**
 * A reply with no body: a redirect (its Location header says where) or a 204. Published without content;
 * Fastify never hands an empty send to the response check. Typed `unknown` so a handler's `send()` needs no
 * payload.
 */
export const noBody = (description: string): z.ZodType<unknown> => z.null().describe(description);

/** Bytes (a photo), as OpenAPI writes a binary body. */
export const binarySchema = z.string().meta({ format: "binary" });

/**
 * A reply sent as it is made, not as JSON the app serializes: a photo, a calendar file, a page, a prepared
 * download. Its content type and what the body is (a string unless told). Fastify sends strings and
 * buffers untouched, so this describes the reply in /api/openapi.json and is never checked against it;
 * typed `unknown` so the handler may send the bytes or text it made.
 */
export const fileBody = (contentType: string, description: string, schema: z.ZodType<unknown> = z.string()) => ({
  description,
  content: { [contentType]: { schema } },
});

export interface ResponseCheck {
  /**
   * What a body that does not fit its route's response schema does: "throw" (tests: the route's own tests
   * and the fuzz suite see a 500 and name the route; every reply is checked) or a logger (development and
   * production: the body is still sent, as it is; a sample of replies is checked, CHECK_FIRST below).
   */
  onMismatch: "throw" | ((message: string) => void);
}

/**
 * A route's response schema says what it sends (published in /api/openapi.json) and is checked against the
 * JSON the client gets, but never changes it: the body goes out exactly as the handler made it. A schema
 * that shaped the reply would strip any field it forgot, and a client relying on that field would break
 * silently; a mismatch is a wrong declaration, found by the tests (issue 24, item 4).
 */
export const zodResponseChecker =
  (check: ResponseCheck): FastifySerializerCompiler<z.ZodType> =>
  ({ schema, method, url }) => {
    let sent = 0;
    return (data) => {
      const json = JSON.stringify(data);
      sent += 1;
      if (check.onMismatch !== "throw" && sent > CHECK_FIRST && sent % CHECK_EVERY !== 0) return json;
      const result = json === undefined ? schema.safeParse(undefined) : schema.safeParse(JSON.parse(json));
      if (!result.success) {
        const message = `${method} ${url} sent a body its response schema does not describe: ${result.error.message}`;
        if (check.onMismatch === "throw") throw new Error(message);
        check.onMismatch(message);
      }
      return json;
    };
  };

/**
 * A running server (a logger, not "throw") checks each route's first CHECK_FIRST replies, then one in
 * CHECK_EVERY. Parsing the JSON back and walking the schema cost a search page about twice its serialization,
 * on every reply (bench/README.md, "Where the time goes at 50 clients"); the tests, which check every reply,
 * are where a declaration is proven, and a running server's sample still logs a route whose replies drift.
 */
export const CHECK_FIRST = 20;
export const CHECK_EVERY = 100;

/** Routes' zod schemas validate their input (zodValidatorCompiler); response schemas describe the reply. */
export function useRouteSchemas(app: FastifyInstance, check: ResponseCheck = { onMismatch: "throw" }) {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodResponseChecker(check));
}
