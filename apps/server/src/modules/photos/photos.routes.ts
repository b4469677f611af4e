import { photoDeleteBodySchema, photoOrderSavedSchema, photoOrderSchema } from "@down/common/photos";
import { userIdParamsSchema } from "@down/common/schemas/ids";
import {
  heldPhotosPageSchema,
  heldPhotosQuerySchema,
  photoDecidedSchema,
  photoDecisionBodySchema,
  uploadedPhotosSchema,
} from "@down/common/schemas/photo-review";
import { queryNumber, text } from "@down/common/schemas/text";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isLocalDisk, STORED_FILE_PATTERN } from "../../adapters/storage";
import type { AppContext } from "../../app-context";
import { AppError, badRequest, forbidden, notFound } from "../../lib/app-error";
import { multipartReadError } from "../../lib/multipart-errors";
import { thumbnailOf, unsupportedImage } from "../../lib/photo-image";
import { ACCEPTED_IMAGE_TYPES, MAX_PHOTO_BYTES, MAX_PHOTOS_PER_PROFILE } from "../../lib/photo-limits";
import { errorResponses, sessionUser } from "../../lib/route-access";
import { binarySchema, fileBody, okSchema } from "../../lib/route-schema";
import { photosChanged } from "../verification/verification.service";
import * as screening from "./photo-screening.service";
import * as photos from "./photos.service";

const fileParamsSchema = z.strictObject({ file: z.string().regex(STORED_FILE_PATTERN) });
const signedQuerySchema = z.strictObject({
  expires: queryNumber(0, Number.MAX_SAFE_INTEGER),
  signature: text({ min: 1, max: 200 }),
});

const tooLarge = () =>
  new AppError(413, "payload_too_large", `Each photo must be at most ${MAX_PHOTO_BYTES / (1024 * 1024)} MB.`);

// Each route declares its input once; the app validates it (lib/route-schema.ts) and publishes it (lib/openapi.ts).
export async function photoRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { storage } = ctx;

  // Encapsulated, so the multipart parser exists only for these routes.
  await app.register(async (scope) => {
    await scope.register(multipart);

    const upload = {
      config: { access: "user" },
      schema: {
        summary: "Add photos to my profile",
        consumes: ["multipart/form-data"],
        response: { 200: uploadedPhotosSchema },
      },
    } as const;
    scope.post("/api/upload/photos", upload, async (request) => {
      const user = sessionUser(request);
      const uploads = await readPhotoParts(request);
      const urls = await photos.addPhotos(ctx, user.id, uploads);
      // New photos are not the ones a moderator compared with the selfie: verification asks again.
      await photosChanged(ctx, user.id);
      // Which of them the photo check has not let onto the profile (yet), so the app can say so.
      const waiting = await screening.photosInReview(ctx.db, user.id);
      return { urls, inReview: waiting.filter((photo) => urls.includes(photo.url)) };
    });
  });

  app.delete(
    "/api/upload/photos",
    {
      config: { access: "user" },
      schema: { summary: "Delete one of my photos", response: { 200: okSchema }, body: photoDeleteBodySchema },
    },
    async (request) => {
      const user = sessionUser(request);
      const { photoUrl } = request.body;
      await photos.deletePhoto(ctx.db, storage, user.id, photoUrl);
      await photosChanged(ctx, user.id);
      return { ok: true as const };
    },
  );

  // The nudity screen's held photos, for moderators (docs/decisions/026-photo-screening.md).
  app.get(
    "/api/moderation/photos",
    {
      config: { access: "moderator" },
      schema: {
        summary: "Photos the screen held for a moderator",
        response: { 200: heldPhotosPageSchema },
        querystring: heldPhotosQuerySchema,
      },
    },
    async (request) => screening.heldPhotoQueue(ctx.db, request.query.limit, request.query.cursor),
  );

  app.post(
    "/api/moderation/photos/decision",
    {
      config: { access: "moderator" },
      schema: {
        summary: "Approve or remove a held photo",
        description: "Approve puts it on its owner's profile; remove deletes it. 404 when it is not waiting.",
        response: { 200: photoDecidedSchema, ...errorResponses(404) },
        body: photoDecisionBodySchema,
      },
    },
    async (request) => screening.decideHeldPhoto(ctx.db, storage, request.body.url, request.body.decision),
  );

  app.put(
    "/api/profiles/:userId/photos",
    {
      config: { access: { self: "params.userId" } },
      schema: {
        summary: "Put my photos in a new order",
        response: { 200: photoOrderSavedSchema, ...errorResponses(404, 409) },
        params: userIdParamsSchema,
        body: photoOrderSchema,
      },
    },
    async (request) => {
      const { userId } = request.params;
      const { order } = request.body;
      return { photos: await photos.reorderPhotos(ctx.db, userId, order) };
    },
  );

  app.get(
    "/uploads/:file",
    {
      config: { access: "public" },
      schema: {
        summary: "A stored photo",
        response: {
          200: fileBody("image/webp", "The photo (WebP), cached for a year", binarySchema),
          ...errorResponses(404),
        },
        params: fileParamsSchema,
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const bytes = (await storage.read(file)) ?? (await fillInThumbnail(file));
      if (!bytes) throw notFound("No such photo");
      // Names are random and never reused, so a year-long immutable cache is safe.
      return reply
        .type("image/webp")
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .send(bytes);
    },
  );

  /**
   * Private files on disk (verification selfies) through the links signedUrl hands out: no session
   * needed, only an unexpired signature, like a presigned S3 URL.
   */
  app.get(
    "/private-files/:file",
    {
      config: { access: "public" },
      schema: {
        summary: "A private file through a signed link",
        description: "The unexpired signature is the credential (like a presigned S3 URL); 403 once it has expired.",
        response: {
          200: fileBody("image/webp", "The file (WebP), never cached", binarySchema),
          ...errorResponses(404),
        },
        params: fileParamsSchema,
        querystring: signedQuerySchema,
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const { expires, signature } = request.query;
      if (!isLocalDisk(storage)) throw notFound("No such file");
      if (!storage.verifySignature(file, expires, signature)) throw forbidden("This link has expired.");
      const bytes = await storage.readPrivate(file);
      if (!bytes) throw notFound("No such file");
      return reply
        .type("image/webp")
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(bytes);
    },
  );

  /**
   * Photos uploaded before thumbnails existed have none: the first request for one makes it from the
   * full photo and keeps it, so every stored photo can be served through srcset.
   */
  async function fillInThumbnail(file: string): Promise<Buffer | null> {
    const id = THUMB_FILE.exec(file)?.[1];
    const full = id ? await storage.read(`${id}.webp`) : null;
    if (!full) return null;
    const thumb = await thumbnailOf(full);
    await storage.put(file, thumb, "image/webp");
    return thumb;
  }
}

const THUMB_FILE = /^([a-f0-9-]{36})-480\.webp$/;

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
  return multipartReadError(error);
}
