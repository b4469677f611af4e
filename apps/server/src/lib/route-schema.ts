import type { FastifyInstance, FastifySchemaCompiler } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
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

/** Routes' zod schemas validate their input (zodValidatorCompiler) and any response schema shapes the reply. */
export function useRouteSchemas(app: FastifyInstance) {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
