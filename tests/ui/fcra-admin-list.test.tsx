// @database-independent
// The Admin's FCRA year: a screen reader hears the loading and the one-line summary when the year
// or page changes, never the table's rows (up to 50) read out again from a live region.
import { renderToStaticMarkup } from "react-dom/server";
import { FcraYearPanel } from "@/components/forms/fcra-admin-list";
import { expectValidTableNesting } from "@/tests/helpers/table-nesting";
import type { TFcraYear } from "@/components/forms/contribution-api";
import { fcraDonation } from "./fcra-donation-fixture";

/** The markup of each element that is a live region (aria-live or role="status"), its children included. */
const liveRegions = (markup: string): string[] =>
  [...markup.matchAll(/<(\w+)\b[^>]*(?:aria-live="[^"]+"|role="status")[^>]*>/g)].map((open) => {
    const tag = open[1]!;
    const tags = new RegExp(`<${tag}\\b[^>]*>|</${tag}>`, "g");
    tags.lastIndex = open.index + open[0].length;
    let depth = 1;
    for (let found = tags.exec(markup); found; found = tags.exec(markup)) {
      depth += found[0].startsWith("</") ? -1 : 1;
      if (depth === 0) return markup.slice(open.index, found.index + found[0].length);
    }
    throw new Error(`<${tag}> is not closed`);
  });

const year: TFcraYear = {
  donations: Array.from({ length: 50 }, (_, index) => fcraDonation(index + 1)),
  total: 120,
  pages: 3,
  totals: [{ currency: "INR", amount: 600000 }],
  pledged: [],
};

const panel = (loading: boolean, data: TFcraYear | null) => {
  const markup = renderToStaticMarkup(
    <FcraYearPanel
      yearLabel="2026-27"
      loading={loading}
      data={data}
      error={null}
      onRetry={() => {}}
      page={1}
      onPage={() => {}}
    />,
  );
  expectValidTableNesting(markup);
  return markup;
};

describe("FcraYearPanel", () => {
  it("announces the year's summary line, and no live region holds the table", () => {
    const markup = panel(false, year);
    expect(markup).toContain("<table");
    const live = liveRegions(markup);
    expect(live.some((region) => region.includes("<table"))).toBe(false);
    expect(live.join("")).toContain("120 donations pledged in 2026-27. Received in 2026-27, by receipt date: ₹6,00,000.00.");
  });

  it("announces the loading of another year or page", () => {
    expect(liveRegions(panel(true, null)).join("")).toContain("Loading donations");
  });
});
