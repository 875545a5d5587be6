// @database-independent
// Paise <-> the gateway's rupee text: exact, integer-only, strict. The gateway's times (IST) and
// the receipt date taken from them.
import { AppError } from "@/lib/http/errors";
import { paiseToRupeesText, parseGatewayTime, receiptDateOf, rupeesTextToPaise } from "./gateway";

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

describe("parseGatewayTime", () => {
  it("reads CCAvenue's trans_date and the status API's times as India's wall clock", () => {
    expect(parseGatewayTime("31/03/2026 23:59:30")).toEqual(new Date("2026-03-31T18:29:30Z"));
    expect(parseGatewayTime("2026-08-02 11:10:21.703")).toEqual(new Date("2026-08-02T05:40:21Z"));
    expect(parseGatewayTime(" 2026-04-01 00:00:05 ")).toEqual(new Date("2026-03-31T18:30:05Z"));
  });

  it("is null for no time, another form, or a time that does not exist", () => {
    for (const bad of [
      undefined,
      "",
      "null",
      "31/02/2026 10:00:00",
      "2026-13-01 10:00:00",
      "01/04/2026 24:00:00",
      "2026-04-01",
      "1743445200",
    ])
      expect(parseGatewayTime(bad)).toBeNull();
  });
});

describe("receiptDateOf", () => {
  const started = new Date("2026-03-31T18:20:00Z"); // 23:50 on 31 March in India
  const now = new Date("2026-03-31T18:45:00Z"); // 00:15 on 1 April: the sweep found it after midnight

  it("is when the gateway took the money, so a payment of 31 March is receipted in that financial year", () => {
    const paid = new Date("2026-03-31T18:29:30Z");
    expect(receiptDateOf(paid, started, now)).toEqual(paid);
  });

  it("is now when the gateway gives no time, one before the order started, or one ahead of now", () => {
    expect(receiptDateOf(null, started, now)).toEqual(now);
    expect(receiptDateOf(new Date("2026-03-30T10:00:00Z"), started, now)).toEqual(now);
    expect(receiptDateOf(new Date("2026-04-02T10:00:00Z"), started, now)).toEqual(now);
  });

  it("allows the gateway's clock a few minutes' skew, never dating a receipt after now", () => {
    expect(receiptDateOf(new Date(started.getTime() - 60_000), started, now)).toEqual(new Date(started.getTime() - 60_000));
    expect(receiptDateOf(new Date(now.getTime() + 60_000), started, now)).toEqual(now);
  });
});
