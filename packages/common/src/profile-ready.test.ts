import { describe, expect, it } from "vitest";
import { missingProfileItems, missingProfileWords, profileGapMessage, profileGaps } from "./profile-ready";

const complete = { name: "Ann", age: 30, gender: "Female", interestedIn: ["Everyone"], photos: ["/a.webp"] };

describe("what a profile is missing", () => {
  it("is nothing once name, age, gender, interested in and a photo are there", () => {
    expect(missingProfileItems(complete)).toEqual([]);
  });

  it("names every missing item, in the order the first-run step asks for them", () => {
    expect(missingProfileItems({ name: " ", age: 17, gender: null, interestedIn: [], photos: [] })).toEqual([
      "name",
      "age",
      "gender",
      "interestedIn",
      "photo",
    ]);
    expect(missingProfileItems({ ...complete, photos: [] })).toEqual(["photo"]);
    expect(missingProfileItems({ ...complete, gender: null })).toEqual(["gender"]);
  });

  it("judges only the fields it is given (the server's findable rule reads name and age)", () => {
    expect(missingProfileItems({ name: "Ann", age: 30 })).toEqual([]);
    const nameless = { ...complete, name: null, photos: [] };
    expect(profileGaps(nameless)).toEqual(["name"]);
  });

  it("says it in words", () => {
    expect(missingProfileWords(["photo"])).toBe("a photo");
    expect(missingProfileWords(["gender"])).toBe("your gender");
    expect(missingProfileWords(["gender", "photo"])).toBe("your gender and a photo");
    expect(missingProfileWords(["name", "age", "gender", "interestedIn", "photo"])).toBe(
      "your name, age (18 or older), gender, who you're interested in and a photo",
    );
    expect(profileGapMessage(["age"])).toBe("Finish your profile first: add your age (18 or older).");
    expect(profileGapMessage(["name", "age"])).toBe("Finish your profile first: add your name and age.");
  });
});
