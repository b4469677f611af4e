import { OTP_LENGTH } from "../constants";
import { toE164 } from "../phone";
import { z } from "../zod";
import { text } from "./text";

export const INVALID_PHONE_MESSAGE = "Please enter a valid phone number";
export const INVALID_CODE_MESSAGE = "Please enter the 6-digit verification code";

export const phoneSchema = text({
  max: 40,
  typeMessage: INVALID_PHONE_MESSAGE,
  maxMessage: INVALID_PHONE_MESSAGE,
}).refine((value) => toE164(value) !== null, { message: INVALID_PHONE_MESSAGE });

export const sendOtpBodySchema = z.strictObject({ phone: phoneSchema });
export type SendOtpBody = z.infer<typeof sendOtpBodySchema>;

export const sendOtpResultSchema = z.object({ ok: z.literal(true), devOtp: z.string().optional() });
export type SendOtpResult = z.infer<typeof sendOtpResultSchema>;

export const otpSchema = z
  .string({ error: INVALID_CODE_MESSAGE })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { message: INVALID_CODE_MESSAGE });

export const verifyOtpBodySchema = z.strictObject({ phone: phoneSchema, otp: otpSchema });
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

export const authUserSchema = z.object({
  id: z.uuid(),
  phone: z.string(),
  name: z.string().nullable(),
  isNewUser: z.boolean(),
  /** May open the moderation queue (the number is in MODERATOR_PHONES). */
  isModerator: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;
