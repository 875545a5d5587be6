// @database-independent
// The helpdesk's "5 minutes ago" carries the full moment as its hover title, in India's time
// wherever the browser is: the tests run in UTC, where the browser's zone would give 25 Nov, 20:00.
import { renderToStaticMarkup } from "react-dom/server";
import { RelativeTime } from "@/components/service-requests/relative-time";

describe("RelativeTime", () => {
  it("titles the moment in India's time, not the browser's zone", () => {
    const markup = renderToStaticMarkup(<RelativeTime iso="2026-11-25T20:00:00Z" prefix="raised " />);
    expect(markup).toMatch(/^<time dateTime="2026-11-25T20:00:00Z" title="26 Nov 2026, 1:30 am IST">raised [^<]+<\/time>$/);
  });
});
