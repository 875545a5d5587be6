// @database-independent
// A whole number from a body: a number or its digits as text, nothing else read as a number.
import { z } from "zod";
import { zNumberOrDigits } from "./strict-number";

const ZCount = zNumberOrDigits(z.number().int().min(0));

describe("zNumberOrDigits", () => {
  it("takes a number, or its digits as text as forms send them", () => {
    expect(ZCount.parse(5)).toBe(5);
    expect(ZCount.parse("5")).toBe(5);
    expect(ZCount.parse(" 12 ")).toBe(12);
  });

  it("refuses what Number() would have made a number of: true, [5], null, blank, 5e0, 0x5", () => {
    for (const value of [true, false, [5], ["5"], null, "", " ", "5e0", "0x5", "5.0", {}, "5 6"])
      expect({ value, ok: ZCount.safeParse(value).success }).toEqual({ value, ok: false });
  });
});
