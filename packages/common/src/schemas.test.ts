import { describe, expect, it } from "vitest";
import { INVALID_CODE_MESSAGE, INVALID_PHONE_MESSAGE, sendOtpBodySchema, verifyOtpBodySchema } from "./schemas/auth";
import { profilePatchSchema } from "./schemas/profile";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("auth bodies", () => {
  it("accept a number however it is typed, trimmed", () => {
    expect(sendOtpBodySchema.parse({ phone: " (615) 555-0101 " })).toEqual({ phone: "(615) 555-0101" });
  });

  it.each([{ phone: "" }, { phone: "12345" }, { phone: 6155550101 }, {}])(
    "refuse %j with the spec's phone message",
    (body) => {
      expect(firstMessage(sendOtpBodySchema.safeParse(body))).toBe(INVALID_PHONE_MESSAGE);
    },
  );

  it("take a six-digit code only", () => {
    const phone = "6155550101";
    expect(verifyOtpBodySchema.safeParse({ phone, otp: "123456" }).success).toBe(true);
    for (const otp of ["12345", "1234567", "12345a", undefined]) {
      expect(firstMessage(verifyOtpBodySchema.safeParse({ phone, otp }))).toBe(INVALID_CODE_MESSAGE);
    }
  });
});

describe("profile patch", () => {
  it("takes any subset of fields, and nothing at all", () => {
    expect(profilePatchSchema.parse({ name: "Ada", age: 29 })).toEqual({ name: "Ada", age: 29 });
    expect(profilePatchSchema.parse({})).toEqual({});
  });

  it.each([
    [17, "Must be at least 18"],
    [101, "Invalid age"],
  ])("refuses age %i with %j", (age, message) => {
    expect(firstMessage(profilePatchSchema.safeParse({ age }))).toBe(message);
  });

  it("accepts the age bounds 18 and 100, and clearing the age", () => {
    for (const age of [18, 100, null]) expect(profilePatchSchema.safeParse({ age }).success).toBe(true);
  });

  it("holds option fields to their lists, and lets them be cleared", () => {
    expect(profilePatchSchema.safeParse({ gender: "Female", smoking: "Socially" }).success).toBe(true);
    expect(profilePatchSchema.safeParse({ gender: null }).success).toBe(true);
    expect(profilePatchSchema.safeParse({ gender: "Robot" }).success).toBe(false);
    expect(profilePatchSchema.safeParse({ drinking: "Always" }).success).toBe(false);
  });

  it("holds interestedIn to its options, at least one", () => {
    expect(profilePatchSchema.safeParse({ interestedIn: ["Women", "Men"] }).success).toBe(true);
    expect(profilePatchSchema.safeParse({ interestedIn: ["Aliens"] }).success).toBe(false);
    expect(profilePatchSchema.safeParse({ interestedIn: [] }).success).toBe(false);
  });

  it("drops repeated tags", () => {
    expect(profilePatchSchema.parse({ interests: ["Hiking", " Hiking ", "Jazz"] })).toEqual({
      interests: ["Hiking", "Jazz"],
    });
  });

  it("refuses fields that are not editable", () => {
    expect(profilePatchSchema.safeParse({ phone: "+16155550101" }).success).toBe(false);
    expect(profilePatchSchema.safeParse({ verified: true }).success).toBe(false);
  });
});
