// @database-independent
import { CSV_BOM, paiseToCsvRupees, toCsv } from "./chart-csv";

describe("the reports page's CSV", () => {
  it("starts with a BOM, ends lines with CRLF, quotes every cell and heads amounts with (₹)", () => {
    const csv = toCsv(
      [
        { header: "Area", kind: "text" },
        { header: "Sanctioned", kind: "amount" },
        { header: "Applications", kind: "count" },
      ],
      [
        ["Area 1 - South", 200_000_000, 2],
        ['The "Madras" area, north', 125_000_050, 1],
      ],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.slice(1).split("\r\n")).toEqual([
      '"Area","Sanctioned (₹)","Applications"',
      '"Area 1 - South","2000000","2"',
      '"The ""Madras"" area, north","1250000.50","1"',
      "",
    ]);
    expect(csv).not.toMatch(/[^\r]\n/);
  });

  it("keeps text that a spreadsheet would run as a formula as text", () => {
    const csv = toCsv([{ header: "Kind", kind: "text" }], [["=HYPERLINK(1)"], ["-5"], ["@x"], ["Health"]]);
    expect(csv.slice(1).split("\r\n").slice(1, 5)).toEqual(['"\'=HYPERLINK(1)"', '"\'-5"', '"\'@x"', '"Health"']);
  });

  it("keeps full-width = + - @ as text too, which Apple Numbers reads as the plain signs (as the API's CSVs do)", () => {
    const cells = ["\uFF1DHYPERLINK(1)", "\uFF0B1", "\uFF0D1", "\uFF20SUM(1)"];
    const csv = toCsv(
      [{ header: "Kind", kind: "text" }],
      cells.map((cell) => [cell]),
    );
    expect(csv.slice(1).split("\r\n").slice(1, 5)).toEqual(cells.map((cell) => `"'${cell}"`));
  });

  it("writes paise as rupees without grouping", () => {
    expect(paiseToCsvRupees(0)).toBe("0");
    expect(paiseToCsvRupees(5)).toBe("0.05");
    expect(paiseToCsvRupees(-12_345)).toBe("-123.45");
    expect(() => paiseToCsvRupees(1.5)).toThrow(RangeError);
  });
});
