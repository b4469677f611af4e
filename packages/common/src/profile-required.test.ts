import { describe, expect, it } from "vitest";
import { clearedRequiredFields } from "./profile-required";

const saved = { name: "Ada", age: 29, gender: "Female", interestedIn: ["Men"] };

describe("clearedRequiredFields", () => {
  it("names each findable field a patch would empty", () => {
    expect(clearedRequiredFields(saved, { age: null })).toEqual(["age"]);
    expect(clearedRequiredFields(saved, { name: "  ", gender: null, interestedIn: [] })).toEqual([
      "name",
      "gender",
      "interestedIn",
    ]);
  });

  it("lets a change, an untouched field and a field never set pass", () => {
    expect(clearedRequiredFields(saved, { age: 30, name: "Ada B." })).toEqual([]);
    expect(clearedRequiredFields(saved, { bio: null } as object)).toEqual([]);
    expect(clearedRequiredFields({ name: null, age: null, gender: null }, { age: null, gender: null })).toEqual([]);
  });
});
