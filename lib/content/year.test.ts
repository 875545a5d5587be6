// @database-independent
// Year numbers display as the first four digits, a dash and the next two (SPEC.md section 3).
import { financialYearOf, formatYear, isYearNumber, parseYearString } from "./year";

describe("formatYear", () => {
  it("formats year numbers", () => {
    expect(formatYear(202223)).toBe("2022-23");
    expect(formatYear(201718)).toBe("2017-18");
    expect(formatYear(199900)).toBe("1999-00");
    expect(formatYear("202425")).toBe("2024-25");
    expect(formatYear(" 202021 ")).toBe("2020-21");
  });

  it("handles invalid input without throwing", () => {
    expect(formatYear(null)).toBe("");
    expect(formatYear(undefined)).toBe("");
    expect(formatYear(Number.NaN)).toBe("");
    expect(formatYear(Number.POSITIVE_INFINITY)).toBe("");
    expect(formatYear(2022)).toBe("2022");
    expect(formatYear(20222023)).toBe("20222023");
    expect(formatYear(-202223)).toBe("-202223");
    expect(formatYear(2022.5)).toBe("2022.5");
    expect(formatYear("abc")).toBe("abc");
    expect(formatYear("")).toBe("");
  });
});

describe("year numbers", () => {
  it("accepts only a year followed by the next year", () => {
    expect(isYearNumber(202223)).toBe(true);
    expect(isYearNumber(199900)).toBe(true);
    expect(isYearNumber(202224)).toBe(false);
    expect(isYearNumber(2022)).toBe(false);
    expect(isYearNumber("202223")).toBe(false);
  });

  it("parses display strings back", () => {
    expect(parseYearString("2022-23")).toBe(202223);
    expect(parseYearString("2022-24")).toBeNull();
    expect(parseYearString("2022")).toBeNull();
  });

  it("gives the Indian financial year of a date, in IST", () => {
    expect(financialYearOf(new Date("2024-04-01T00:00:00+05:30"))).toBe(202425);
    expect(financialYearOf(new Date("2024-03-31T23:59:00+05:30"))).toBe(202324);
    expect(financialYearOf(new Date("2025-01-15T12:00:00Z"))).toBe(202425);
  });
});
