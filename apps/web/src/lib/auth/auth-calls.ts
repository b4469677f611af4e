import type { AuthUser, SendOtpResult } from "@down/common/schemas/auth";
import { apiJson, apiRequest } from "@/lib/api-client";
import { isAuthUser } from "@/lib/auth/auth-user";

/** Who the session cookie belongs to; null when there is no session (or any non-OK answer). */
export async function fetchMe(): Promise<AuthUser | null> {
  const response = await fetch("/api/auth/session", { credentials: "include" });
  if (!response.ok) return null;
  const body = (await response.json()) as { user?: unknown };
  return isAuthUser(body.user) ? body.user : null;
}

export function sendOtp(phone: string): Promise<SendOtpResult> {
  return apiJson<SendOtpResult>("POST", "/api/auth/send-otp", { phone });
}

export function verifyOtp(phone: string, otp: string): Promise<AuthUser> {
  return apiJson<AuthUser>("POST", "/api/auth/verify-otp", { phone, otp });
}

export async function logout(): Promise<void> {
  await apiRequest("POST", "/api/auth/logout");
}
