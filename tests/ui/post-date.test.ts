// @database-independent
// A post's date is its day in India, in a <time> that keeps the exact moment, whatever the zone of
// the server that renders it: each zone renders in a process of its own (tests/helpers/in-zone.ts).
import { runInZone } from "../helpers/in-zone";

// [the post's moment, its day in India]
const POSTS: [string, string][] = [
  ["2025-03-04T19:00:00Z", "5 March 2025"], // 00:30 in India, 4 March in UTC
  ["2025-04-05T18:00:00Z", "5 April 2025"], // 23:30 in India, just after Sydney's clocks went back
  ["2025-10-04T19:00:00Z", "5 October 2025"], // 00:30 in India, just after Sydney's clocks went forward
  ["2026-11-29T13:15:00.000Z", "29 November 2026"],
];

describe("PostDate", () => {
  it.each(["UTC", "America/New_York", "Australia/Sydney"])("shows the day in India when rendered in %s", async (zone) => {
    const markup = await runInZone({
      zone,
      modulePath: "components/blog/post-date.tsx",
      render: true,
      calls: POSTS.map(([iso]) => ["PostDate", { iso, className: "date" }]),
    });
    expect(markup).toEqual(POSTS.map(([iso, day]) => `<time dateTime="${iso}" class="date">${day}</time>`));
  });

  it("shows nothing for a date it cannot read", async () => {
    const [markup] = await runInZone({
      zone: "UTC",
      modulePath: "components/blog/post-date.tsx",
      render: true,
      calls: [["PostDate", { iso: "soon" }]],
    });
    expect(markup).toBe("");
  });
});
