// @database-independent
// The payments list's pure rules: India-time days and stamps, amounts, the Form 10BD year, and the
// gateway's message as a sentence on the payer's page.
import { financialYearOf, formatYear } from "../content/year";
import { istDate, istDateTime, istDayStart, istToday } from "../india-time";
import { amountInFigures, formatAmount, formatAmountText } from "./payment-labels";
import { ZFinancialYear, ZPaymentListQuery } from "./payment-list-inputs";

describe("payment labels", () => {
  it("starts an IST day at 18:30 UTC the day before", () => {
    expect(istDayStart("2026-04-01").toISOString()).toBe("2026-03-31T18:30:00.000Z");
    expect(istDayStart("2024-03-01").toISOString()).toBe("2024-02-29T18:30:00.000Z");
  });

  it("writes instants as the day and time they were in India", () => {
    expect(istDateTime(new Date("2025-05-10T18:29:00Z"))).toBe("10-05-2025 23:59");
    expect(istDateTime("2025-05-10T18:30:00Z")).toBe("11-05-2025 00:00");
    expect(istDate(new Date("2026-03-31T18:30:00Z"))).toBe("01-04-2026");
    expect(istDateTime(null)).toBe("");
    expect(istToday(new Date("2026-03-31T19:00:00Z"))).toBe("2026-04-01");
  });

  it("formats rupees with Indian grouping, and other currencies by their code", () => {
    expect(formatAmount(12505050, "INR")).toBe("₹1,25,050.50");
    expect(formatAmount(2500000, "INR")).toBe("₹25,000.00");
    expect(formatAmount(100, "INR")).toBe("₹1.00");
    expect(formatAmount(5, "INR")).toBe("₹0.05");
    expect(formatAmount(10000, "USD")).toBe("USD 100.00");
    expect(formatAmount(25050, "EUR")).toBe("EUR 250.50");
    // In thousands, as the receipt writes it (amountInFigures), not in lakhs.
    expect(formatAmount(12_345_650, "USD")).toBe("USD 123,456.50");
    expect(formatAmount(12_345_650, "USD")).toBe(amountInFigures(12_345_650, "USD"));
    // A refund's negative amount too, its sign first as for rupees.
    expect(formatAmount(-12_345_650, "USD")).toBe("-USD 123,456.50");
    expect(formatAmount(-12_345_650, "INR")).toBe("-₹1,23,456.50");
    expect(() => formatAmount(2 ** 53, "USD")).toThrow(RangeError);
  });
});

describe("payment list inputs", () => {
  const current = financialYearOf(new Date());
  const start = Math.floor(current / 100);

  it("reads a financial year as 202627, 2026-27 or 2026, up to the current one", () => {
    expect(ZFinancialYear.parse(String(current))).toBe(current);
    expect(ZFinancialYear.parse(formatYear(current))).toBe(current);
    expect(ZFinancialYear.parse(String(start))).toBe(current);
    expect(ZFinancialYear.parse("2020")).toBe(202021);
    for (const bad of ["2019", "202023", String(start + 1), "26-27", ""])
      expect(ZFinancialYear.safeParse(bad).success).toBe(false);
  });

  it("defaults the page, caps its size at 100 and wants from on or before to", () => {
    expect(ZPaymentListQuery.parse({})).toMatchObject({ page: 1, pageSize: 25 });
    expect(ZPaymentListQuery.safeParse({ pageSize: "101" }).success).toBe(false);
    expect(ZPaymentListQuery.safeParse({ from: "2026-04-02", to: "2026-04-01" }).success).toBe(false);
    expect(ZPaymentListQuery.parse({ from: "2026-04-01", to: "2026-04-01", q: "  " }).q).toBeUndefined();
  });
});

describe("formatAmountText", () => {
  it("keeps two decimals, Indian grouping, and names other currencies by code", () => {
    expect(formatAmountText("125050.5", "INR")).toBe("₹1,25,050.50");
    expect(formatAmountText("5000", "INR")).toBe("₹5,000.00");
    expect(formatAmountText("1250.00", "USD")).toBe("USD 1,250.00");
    expect(formatAmountText("99999999999999999.99", "INR")).toBe("₹99,99,99,99,99,99,99,999.99");
    expect(formatAmountText("1e5", "INR")).toBe("INR 1e5");
  });
});
