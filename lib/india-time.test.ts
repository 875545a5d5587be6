// @database-independent
// A moment written for people on India's clock (date-fns through a wall-clock Date), the same in
// whatever zone the browser or server runs, summer-time changes included.
import { istDateTimeText } from "./india-time";

describe("istDateTimeText", () => {
  const savedZone = process.env.TZ;
  afterEach(() => {
    if (savedZone === undefined) delete process.env.TZ;
    else process.env.TZ = savedZone;
  });

  it.each(["UTC", "Asia/Kolkata", "America/New_York", "Europe/London"])("writes India's time in %s", (zone) => {
    process.env.TZ = zone;
    expect(istDateTimeText("2026-11-29T13:15:00.000Z")).toBe("29 Nov 2026, 6:45 pm IST");
    expect(istDateTimeText(new Date("2026-11-29T06:35:00.000Z"))).toBe("29 Nov 2026, 12:05 pm IST");
    // The day changes in India before it does in UTC; 00:xx is 12 am.
    expect(istDateTimeText("2026-11-29T18:40:00.000Z")).toBe("30 Nov 2026, 12:10 am IST");
    // 01:30 in India is 01:30 in London's clock-change gap (29 March 2026): no hour lost or gained.
    expect(istDateTimeText("2026-03-28T20:00:00.000Z")).toBe("29 Mar 2026, 1:30 am IST");
  });
});
