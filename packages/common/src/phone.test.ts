import { describe, expect, it } from "vitest";
import { formatPhone, toE164 } from "./phone";

describe("toE164", () => {
  it.each(["(615) 555-0101", "615-555-0101", "+1 615 555 0101", "6155550101", "  615.555.0101  "])(
    "reads %j as the one number +16155550101",
    (typed) => {
      expect(toE164(typed)).toBe("+16155550101");
    },
  );

  it("keeps a number typed with another country code in that country", () => {
    expect(toE164("+44 20 7946 0958")).toBe("+442079460958");
  });

  it.each([
    ["empty", ""],
    ["blank", "          "],
    ["shorter than 10 characters", "615555010"],
    ["an area code that does not exist", "555-123-4567"],
    ["one digit short", "+1 615 555 010"],
    ["words", "not a phone number"],
  ])("rejects %s", (_case, typed) => {
    expect(toE164(typed)).toBeNull();
  });
});

describe("formatPhone", () => {
  it("shows a stored number the way people write it", () => {
    expect(formatPhone("+16155550101")).toBe("(615) 555-0101");
  });
});
