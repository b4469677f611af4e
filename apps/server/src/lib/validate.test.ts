import { sendOtpBodySchema } from "@down/common/schemas/auth";
import { profilePatchSchema } from "@down/common/schemas/profile";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parse, ValidationError } from "./validate";

const failure = (run: () => unknown): ValidationError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error;
    throw error;
  }
  throw new Error("expected a validation failure");
};

describe("parse", () => {
  it("returns the parsed value", () => {
    expect(parse(profilePatchSchema, { age: 30 })).toEqual({ age: 30 });
  });

  it("shows a message written for people as it is", () => {
    expect(failure(() => parse(sendOtpBodySchema, { phone: "12345" })).message).toBe(
      "Please enter a valid phone number",
    );
    expect(failure(() => parse(profilePatchSchema, { age: 17 })).message).toBe("Must be at least 18");
  });

  it("names the field in front of zod's own wording", () => {
    const bare = z.object({ gender: z.enum(["Male", "Female"]), acceptingMatches: z.boolean() }).partial();
    expect(failure(() => parse(bare, { gender: "Robot" })).message).toMatch(/^gender: Invalid option/);
    expect(failure(() => parse(bare, { acceptingMatches: "yes" })).message).toBe(
      "acceptingMatches: Invalid input: expected boolean, received string",
    );
  });

  it("gives the profile's fields messages written for people", () => {
    expect(failure(() => parse(profilePatchSchema, { gender: "Robot" })).message).toBe(
      "Please choose your gender from the list",
    );
    expect(failure(() => parse(profilePatchSchema, { age: 30.5 })).message).toBe(
      "Please enter your age as a whole number",
    );
  });

  it("is a 400 whose issues keep the path but not the caller's input", () => {
    const error = failure(() => parse(sendOtpBodySchema, { phone: "secret-ish" }));
    expect(error.status).toBe(400);
    expect(error.issues[0]?.path).toEqual(["phone"]);
    expect(JSON.stringify(error.issues)).not.toContain("secret-ish");
  });
});
