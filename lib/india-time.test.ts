// @database-independent
// Dates and times on India's clock, written the portal's ways, the same in whatever zone the browser
// or server runs, summer-time changes included. Each zone runs in a process of its own
// (tests/helpers/in-zone.ts): a test cannot change its own process's zone.
import { runInZone } from "../tests/helpers/in-zone";
import { istDate, istDateTime, istDateTimeText, istDay, istShortDateText, istTimeText } from "./india-time";

// [formatter, input, what it writes]
const CASES: [string, string, string][] = [
  // 00:30 on 5 March in India, still 4 March in UTC and west of it.
  ["istDateText", "2025-03-04T19:00:00Z", "5 March 2025"],
  ["istDay", "2025-03-04T19:00:00Z", "05/03/2025"],
  ["istShortDateText", "2025-03-04T19:00:00Z", "5 Mar 2025"],
  ["istDateTimeText", "2025-03-04T19:00:00Z", "5 Mar 2025, 12:30 am IST"],
  ["istTimeText", "2025-03-04T19:00:00Z", "12:30 am IST"],
  ["istDate", "2025-03-04T19:00:00Z", "05-03-2025"],
  ["istDateTime", "2025-03-04T19:00:00Z", "05-03-2025 00:30"],
  // 23:30 on 5 April in India, the hour after Sydney's clocks went back (16:00 UTC): a date moved by
  // India's offset and that zone's offset of the moment read 6 April there.
  ["istDateText", "2025-04-05T18:00:00Z", "5 April 2025"],
  ["istDateTimeText", "2025-04-05T18:00:00Z", "5 Apr 2025, 11:30 pm IST"],
  ["istDay", "2025-04-05T18:00:00Z", "05/04/2025"],
  // 00:30 on 5 October in India, three hours after Sydney's clocks went forward: read 4 October there.
  ["istDateText", "2025-10-04T19:00:00Z", "5 October 2025"],
  ["istDay", "2025-10-04T19:00:00Z", "05/10/2025"],
  // 01:30 in India is in London's clock-change gap (29 March 2026): no hour lost or gained.
  ["istDateTimeText", "2026-03-28T20:00:00.000Z", "29 Mar 2026, 1:30 am IST"],
  ["istDateTimeText", "2026-11-29T13:15:00.000Z", "29 Nov 2026, 6:45 pm IST"],
  ["istTimeText", "2026-11-29T13:15:00.000Z", "6:45 pm IST"],
  // The day changes in India before it does in UTC; 00:xx is 12 am.
  ["istDateTimeText", "2026-11-25T20:00:00Z", "26 Nov 2026, 1:30 am IST"],
  ["istDay", "2026-11-25T20:00:00Z", "26/11/2026"],
  ["istDateTimeText", "2026-11-29T18:40:00.000Z", "30 Nov 2026, 12:10 am IST"],
  // A calendar day (yyyy-MM-dd, or a date-only column at midnight UTC) stays that day.
  ["istDay", "2026-11-25", "25/11/2026"],
  ["istDay", "2026-11-25T00:00:00.000Z", "25/11/2026"],
  ["istShortDateText", "2026-11-25", "25 Nov 2026"],
  ["istDateText", "2026-11-25", "25 November 2026"],
];

describe("India's dates and times", () => {
  it.each(["UTC", "Asia/Kolkata", "America/New_York", "Europe/London", "Australia/Sydney", "Pacific/Auckland"])(
    "are written on India's clock in %s",
    async (zone) => {
      const results = await runInZone({ zone, modulePath: "lib/india-time.ts", calls: CASES.map(([name, at]) => [name, at]) });
      expect(CASES.map(([name, at], i) => `${name}(${at}) = ${results[i]}`)).toEqual(
        CASES.map(([name, at, written]) => `${name}(${at}) = ${written}`),
      );
    },
  );

  it("take a Date as well as a string, and write nothing for no date", () => {
    expect(istDateTimeText(new Date("2026-11-29T06:35:00.000Z"))).toBe("29 Nov 2026, 12:05 pm IST");
    expect(istShortDateText(new Date("2026-11-29T06:35:00.000Z"))).toBe("29 Nov 2026");
    expect(istDay(new Date("2026-03-31T18:30:00Z"))).toBe("01/04/2026");
    expect([istDay(null), istDay(undefined), istDate(null), istDateTime(undefined)]).toEqual(["", "", "", ""]);
  });

  it("refuse an invalid date rather than write one", () => {
    expect(() => istDay("not a date")).toThrow(RangeError);
  });
});

describe("istTimeText", () => {
  it("writes the time of day on India's clock", () => {
    expect(istTimeText("2026-11-29T13:15:00.000Z")).toBe("6:45 pm IST");
    expect(istTimeText(Date.parse("2026-11-29T18:40:59.000Z"))).toBe("12:10 am IST");
    expect(istTimeText(new Date("2026-11-29T06:35:00.000Z"))).toBe("12:05 pm IST");
    expect(istTimeText("2026-11-29T02:30:00.000Z")).toBe("8:00 am IST");
  });
});

describe("under a test clock's Date", () => {
  // Playwright's page.clock (and sinon's) replaces Date with a function whose constructor returns a
  // plain Date, before the page's code loads: a class extending it loses its own methods.
  it("still writes India's clock", async () => {
    const NativeDate = Date;
    function ClockDate(this: unknown, ...args: [number?]) {
      if (!(this instanceof ClockDate)) return new NativeDate().toString();
      return args.length ? new NativeDate(args[0]!) : new NativeDate();
    }
    Object.assign(ClockDate, { now: NativeDate.now, parse: NativeDate.parse, UTC: NativeDate.UTC });
    ClockDate.prototype = NativeDate.prototype;
    globalThis.Date = ClockDate as unknown as DateConstructor;
    try {
      let written: string[] = [];
      await jest.isolateModulesAsync(async () => {
        const fresh = await import("./india-time");
        const at = new NativeDate("2026-11-29T13:15:00.000Z");
        written = [fresh.istDateTimeText(at), fresh.istDay("2026-11-29T18:40:00.000Z"), fresh.istDateTime(at)];
      });
      expect(written).toEqual(["29 Nov 2026, 6:45 pm IST", "30/11/2026", "29-11-2026 18:45"]);
    } finally {
      globalThis.Date = NativeDate;
    }
  });
});
