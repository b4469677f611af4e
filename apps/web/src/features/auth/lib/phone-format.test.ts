import { describe, expect, it } from "vitest";
import { formatPhoneValue, nextPhoneValue, phoneDigits } from "./phone-format";

/** Types `text` one character at a time, as the field sees it. */
const type = (text: string, start = "") => [...text].reduce((value, ch) => nextPhoneValue(value, value + ch), start);

describe("phone field formatting", () => {
  it("refuses junk: only digits and a leading + are kept, at most 15 digits", () => {
    expect(phoneDigits("abc6155550250xyz")).toBe("6155550250");
    expect(phoneDigits(" +44 (20) 7946-0958")).toBe("+442079460958");
    expect(phoneDigits("1".repeat(20))).toBe("1".repeat(15));
  });

  it("formats a US number as it is typed, and a pasted one with junk the same", () => {
    expect(type("6155550250")).toBe("(615) 555-0250");
    expect(nextPhoneValue("", "abc6155550250xyz")).toBe("(615) 555-0250");
    expect(type("abc")).toBe("");
  });

  it("keeps the other accepted ways of writing a number", () => {
    expect(nextPhoneValue("", "+1 615 555 0250")).toBe("+1 615 555 0250");
    expect(nextPhoneValue("", "+442079460958")).toBe("+44 20 7946 0958");
    expect(formatPhoneValue("615.555.0250")).toBe("(615) 555-0250");
  });

  it("deletes a digit when backspace meets a bracket, space or dash", () => {
    expect(nextPhoneValue("(615) 555-0250", "(615) 555-025")).toBe("(615) 555-025");
    // Backspace after "(615) 555-0" took the dash: the 5 before it goes, not nothing.
    expect(nextPhoneValue("(615) 555-0250", "(615) 5550250")).toBe("(615) 550-250");
    expect(nextPhoneValue("(615) 555-", "(615) 555")).toBe("(615) 55");
  });
});
