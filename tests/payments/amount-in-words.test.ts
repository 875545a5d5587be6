// @database-independent
// Amounts as a receipt writes them (lib/payments/amount-in-words.ts): rupees in the Indian system,
// other currencies in the international one, from whole paise only.
import { ToWords } from "to-words";
import { amountInWords } from "@/lib/payments/amount-in-words";
import { amountInFigures } from "@/lib/payments/payment-labels";

describe("amountInWords", () => {
  it.each([
    [1, "Zero Rupees And One Paisa Only"],
    [100, "One Rupee Only"],
    [101, "One Rupee And One Paisa Only"],
    [10_000, "One Hundred Rupees Only"],
    [500_000, "Five Thousand Rupees Only"],
    [12_505_050, "One Lakh Twenty Five Thousand Fifty Rupees And Fifty Paise Only"],
    [10_000_000_000, "Ten Crore Rupees Only"],
    [
      9_999_999_999,
      "Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Rupees And Ninety Nine Paise Only",
    ],
  ])("%i paise in INR: %s", (paise, words) => {
    expect(amountInWords(paise, "INR")).toBe(words);
  });

  it("says what to-words' own en-IN currency mode says, without its floating point", () => {
    const library = new ToWords({ localeCode: "en-IN" });
    for (const [paise, text] of [
      [1, "0.01"],
      [100, "1.00"],
      [500_000, "5000.00"],
      [12_505_050, "125050.50"],
      [10_000_000_000, "100000000.00"],
      [123_456_789, "1234567.89"],
    ] as const)
      expect(amountInWords(paise, "INR")).toBe(library.convert(text, { currency: true }));
  });

  it.each([
    [25_050, "EUR", "Two Hundred Fifty Euros And Fifty Cents Only"],
    [100, "EUR", "One Euro Only"],
    [101, "USD", "One US Dollar And One Cent Only"],
    [
      123_456_789,
      "USD",
      "One Million Two Hundred Thirty Four Thousand Five Hundred Sixty Seven US Dollars And Eighty Nine Cents Only",
    ],
    [25_050, "GBP", "Two Hundred Fifty Pounds Sterling And Fifty Pence Only"],
    [101, "GBP", "One Pound Sterling And One Penny Only"],
    [1_000_000, "AUD", "Ten Thousand Australian Dollars Only"],
    [7_525, "CAD", "Seventy Five Canadian Dollars And Twenty Five Cents Only"],
    [100_001, "SGD", "One Thousand Singapore Dollars And One Cent Only"],
    [150, "AED", "One UAE Dirham And Fifty Fils Only"],
    [1_005, "JPY", "Ten JPY And Five Hundredths Only"],
  ])("%i hundredths in %s: %s", (paise, currency, words) => {
    expect(amountInWords(paise, currency)).toBe(words);
  });

  it("takes whole paise beyond 2^53 as a bigint, exactly", () => {
    // 2^53 + 1 rupees, which no double holds: 9 x 10^15 + 71 x 10^11 + 99 x 10^9 + ... + 993.
    expect(amountInWords(900_719_925_474_099_301n, "INR")).toBe(
      "Nine Padma Seventy One Kharab Ninety Nine Arab Twenty Five Crore Forty Seven Lakh Forty Thousand Nine Hundred Ninety Three Rupees And One Paisa Only",
    );
  });

  it("refuses fractions of a paisa, negative and unsafe amounts", () => {
    expect(() => amountInWords(12.5, "INR")).toThrow(RangeError);
    expect(() => amountInWords(-100, "INR")).toThrow(RangeError);
    expect(() => amountInWords(2 ** 53, "INR")).toThrow(RangeError);
  });
});

describe("amountInFigures", () => {
  it.each([
    [12_505_050, "INR", "₹1,25,050.50"],
    [10_000_000_000, "INR", "₹10,00,00,000.00"],
    [1, "INR", "₹0.01"],
    [500_000, "INR", "₹5,000.00"],
    [25_050, "EUR", "EUR 250.50"],
    [123_456_789, "USD", "USD 1,234,567.89"],
  ])("%i in %s: %s", (paise, currency, figures) => {
    expect(amountInFigures(paise, currency)).toBe(figures);
  });
});
