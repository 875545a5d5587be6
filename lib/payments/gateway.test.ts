// @database-independent
// Paise <-> the gateway's rupee text: exact, integer-only, strict.
import { AppError } from "@/lib/http/errors";
import { paiseToRupeesText, rupeesTextToPaise } from "./gateway";

describe("paiseToRupeesText", () => {
  it("writes whole paise as rupees with two decimals", () => {
    expect(paiseToRupeesText(123450)).toBe("1234.50");
    expect(paiseToRupeesText(0)).toBe("0.00");
    expect(paiseToRupeesText(5)).toBe("0.05");
    expect(paiseToRupeesText(100)).toBe("1.00");
    expect(paiseToRupeesText(Number.MAX_SAFE_INTEGER)).toBe("90071992547409.91");
  });

  it("refuses anything but a non-negative safe integer", () => {
    for (const bad of [-1, 1.5, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => paiseToRupeesText(bad)).toThrow(RangeError);
    }
  });
});

describe("rupeesTextToPaise", () => {
  it("reads digits with up to two decimals exactly, where floating point would not", () => {
    expect(rupeesTextToPaise("1234.50")).toBe(123450);
    expect(rupeesTextToPaise("1234.5")).toBe(123450);
    expect(rupeesTextToPaise("1234")).toBe(123400);
    expect(rupeesTextToPaise("0.05")).toBe(5);
    expect(rupeesTextToPaise("4.35")).toBe(435); // 4.35 * 100 === 434.99999999999994
    expect(rupeesTextToPaise("1.15")).toBe(115); // 1.15 * 100 === 114.99999999999999
    expect(rupeesTextToPaise("90071992547409.91")).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("round-trips with paiseToRupeesText", () => {
    for (const paise of [0, 1, 9, 10, 99, 100, 101, 4350, 115, 1_00_000_00, 123456789]) {
      expect(rupeesTextToPaise(paiseToRupeesText(paise))).toBe(paise);
    }
  });

  it("refuses signs, spaces, separators, exponents, extra decimals and non-ASCII digits", () => {
    const bad = ["", " 1", "1 ", "1.", ".5", "1.234", "-1", "+1", "1e3", "1,000.00", "₹10", "१२", "0x10", "90071992547409.92"];
    for (const text of bad) {
      expect(() => rupeesTextToPaise(text)).toThrow(AppError);
    }
  });
});
