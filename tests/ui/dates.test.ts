// @database-independent
// Dates and times are India's whatever the browser's zone: the tests run in UTC, where a
// formatter without the zone would show 25 Nov 2026, 8:00 pm for this moment.
import { formatDateTime, formatDay } from "@/components/shared/dates";

describe("dates as the portal shows them", () => {
  it("writes a moment in India's time", () => {
    expect(formatDateTime("2026-11-25T20:00:00Z")).toBe("26 Nov 2026, 1:30 am");
    expect(formatDay("2026-11-25T20:00:00Z")).toBe("26/11/2026");
  });

  it("keeps a calendar day as that day", () => {
    expect(formatDay("2026-11-25")).toBe("25/11/2026");
  });
});
