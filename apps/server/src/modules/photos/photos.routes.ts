import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { STORED_FILE_PATTERN } from "../../adapters/storage";
import type { AppContext } from "../../app-context";
import { AppError, badRequest, notFound } from "../../lib/app-error";
import { requireUser } from "../../lib/session";
import { parse } from "../../lib/validate";
import { unsupportedImage } from "./photo-image";
import { ACCEPTED_IMAGE_TYPES, MAX_PHOTO_BYTES, MAX_PHOTOS_PER_PROFILE } from "./photo-limits";
import * as photos from "./photos.service";

const deleteBodySchema = z.object({ photoUrl: z.string().min(1).max(2048) }).strict();
const fileParamsSchema = z.object({ file: z.string().regex(STORED_FILE_PATTERN) });

const tooLarge = () =>
  new AppError(413, "payload_too_large", `Each photo must be at most ${MAX_PHOTO_BYTES / (1024 * 1024)} MB.`);

export async function photoRoutes(app: FastifyInstance, ctx: AppContext) {
  const { storage } = ctx;

  // Encapsulated, so the multipart parser exists only for these routes.
  await app.register(async (scope) => {
    await scope.register(multipart);

    scope.post("/api/upload/photos", async (request) => {
      const user = requireUser(request);
      const uploads = await readPhotoParts(request);
      return { urls: await photos.addPhotos(ctx.db, storage, user.id, uploads) };
    });
  });

  app.delete("/api/upload/photos", async (request) => {
    const user = requireUser(request);
    const { photoUrl } = parse(deleteBodySchema, request.body);
    await photos.deletePhoto(ctx.db, storage, user.id, photoUrl);
    return { ok: true };
  });

  app.get("/uploads/:file", async (request, reply) => {
    const { file } = parse(fileParamsSchema, request.params);
    const bytes = await storage.read(file);
    if (!bytes) throw notFound("No such photo");
    // Names are random and never reused, so a year-long immutable cache is safe.
    return reply
      .type("image/webp")
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .send(bytes);
  });
}

/** Reads the repeated `photos` field into memory, refusing non-images and oversized files as they arrive. */
async function readPhotoParts(request: FastifyRequest): Promise<Buffer[]> {
  if (!request.isMultipart()) throw unsupportedImage("Send photos as multipart/form-data in the photos field.");
  const buffers: Buffer[] = [];
  let refused: AppError | null = null;
  try {
    // One more file than the limit lets the service answer "too many" with a helpful count.
    const limits = { fileSize: MAX_PHOTO_BYTES, files: MAX_PHOTOS_PER_PROFILE + 1, fields: 10, parts: 20 };
    for await (const part of request.files({ limits })) {
      if (part.fieldname !== "photos") refused ??= badRequest("Send photos in the photos field.");
      else if (!ACCEPTED_IMAGE_TYPES.has(part.mimetype)) {
        refused ??= unsupportedImage("Only images can be uploaded (JPEG, PNG, WebP, GIF or HEIC).");
      }
      if (refused) {
        // Drain the rest so the client reads our answer instead of a reset connection.
        part.file.resume();
        continue;
      }
      buffers.push(await part.toBuffer());
    }
  } catch (error) {
    throw translateMultipartError(error);
  }
  if (refused) throw refused;
  return buffers;
}

function translateMultipartError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return tooLarge();
  if (code === "FST_FILES_LIMIT") return badRequest(`A profile holds at most ${MAX_PHOTOS_PER_PROFILE} photos.`);
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return badRequest("Too many form fields.");
  return error;
}
