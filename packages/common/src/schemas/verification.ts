import { z } from "../zod";
import { pageSize, text } from "./text";

/**
 * Poses a verification selfie copies. The app draws each one (apps/web verification/pose-illustration);
 * the server picks one at random per attempt, so an old photo of the person rarely fits.
 */
export const VERIFICATION_POSES = [
  { id: "peace-sign", instruction: "Hold up a peace sign next to your face" },
  { id: "thumbs-up", instruction: "Give a thumbs up next to your face" },
  { id: "hand-on-head", instruction: "Put one hand flat on top of your head" },
  { id: "point-up", instruction: "Point one finger straight up beside your face" },
  { id: "open-palm", instruction: "Show an open palm next to your face" },
  { id: "touch-chin", instruction: "Rest your chin on your fist" },
] as const;
export type VerificationPoseId = (typeof VERIFICATION_POSES)[number]["id"];
export const poseIdSchema = z.enum(
  VERIFICATION_POSES.map((p) => p.id) as [VerificationPoseId, ...VerificationPoseId[]],
  {
    error: "Please copy one of the poses the app shows",
  },
);

/**
 * How long the pose handed out for a selfie stays the one to copy. The server records it and refuses a
 * selfie with any other pose, so the pick cannot be swapped for one an old photo happens to fit.
 */
export const VERIFICATION_POSE_MINUTES = 60;

/** Selfie attempts one person may send in 24 hours. */
export const VERIFICATION_ATTEMPTS_PER_DAY = 3;
/** How long a moderator's link to a selfie works. */
export const SELFIE_LINK_SECONDS = 300;

export const verificationStatusSchema = z.enum(["none", "pending", "approved", "rejected"]);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

const poseSchema = z.object({ id: poseIdSchema, instruction: z.string() });

/** GET /api/verification/{userId}: where the person stands, and the pose for a next attempt. */
export const verificationStateSchema = z.object({
  status: verificationStatusSchema,
  /** The moderator's reason, when the last attempt was rejected. */
  reason: z.string().nullable(),
  /** The pose to copy for a new attempt: the one the server recorded, and the only one it accepts. */
  pose: poseSchema,
  attemptsLeft: z.number().int(),
  /** The caller is a moderator (MODERATOR_PHONES), so Edit Profile links to the review queue. */
  canReview: z.boolean(),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;

/** POST /api/verification/{id}/decision. A rejection says why, in words the person will read. */
export const verificationDecisionSchema = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve") }).strict(),
  z
    .object({
      decision: z.literal("reject"),
      reason: text({
        min: 3,
        max: 300,
        minMessage: "Please say why, so the person can try again",
        maxMessage: "Keep the reason under 300 characters",
      }),
    })
    .strict(),
]);
export type VerificationDecision = z.infer<typeof verificationDecisionSchema>;

/** One pending attempt as a moderator sees it. */
export const verificationQueueItemSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  name: z.string().nullable(),
  pose: poseSchema,
  /** A signed link that works for SELFIE_LINK_SECONDS. */
  selfieUrl: z.string(),
  photos: z.array(z.string()),
  createdAt: z.string(),
});
export type VerificationQueueItem = z.infer<typeof verificationQueueItemSchema>;

/** GET /api/verification/queue: oldest first; nextCursor is the createdAt to pass as `before`. */
export const verificationQueueSchema = z.object({
  items: z.array(verificationQueueItemSchema),
  nextCursor: z.string().nullable(),
});
export type VerificationQueue = z.infer<typeof verificationQueueSchema>;

/** An attempt's own status: a newer attempt supersedes a pending one. */
export const VERIFICATION_ATTEMPT_STATUSES = ["pending", "approved", "rejected", "superseded"] as const;

/** POST /api/verification/{id}/decision: the attempt as decided (approved or rejected). */
export const verificationDecidedSchema = z.object({
  id: z.uuid(),
  status: z.enum(VERIFICATION_ATTEMPT_STATUSES),
  reason: z.string().nullable(),
});
export type VerificationDecided = z.infer<typeof verificationDecidedSchema>;

export const verificationQueueQuerySchema = z.strictObject({
  limit: pageSize(20, 50),
  /** The createdAt of the last item of the previous page. */
  before: text({ max: 40 }).pipe(z.iso.datetime()).optional(),
});
