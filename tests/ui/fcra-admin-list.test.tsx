// @database-independent
// The Admin's FCRA year: a screen reader hears the loading and the one-line summary when the year
// or page changes, never the table's rows (up to 50) read out again from a live region.
import { renderToStaticMarkup } from "react-dom/server";
import { FcraYearPanel } from "@/components/forms/fcra-admin-list";
import type { TFcraYear } from "@/components/forms/contribution-api";
import type { TFcraDonation } from "@/lib/content/types";

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

const donation = (id: number): TFcraDonation => ({
  id,
  referenceNo: `FCRA-202627-${String(id).padStart(6, "0")}`,
  donorType: "indian_citizen",
  donorName: `Donor ${id}`,
  organisationName: null,
  registrationNumber: null,
  email: `donor${id}@example.org`,
  phone: "+91 98765 43210",
  addressLine1: "14, Gandhi Road",
  addressLine2: null,
  city: "Chennai",
  state: "Tamil Nadu",
  postalCode: "600034",
  country: "IN",
  nationality: "Indian",
  pan: "ABCPR1234K",
  passportNumber: null,
  amount: 5000,
  currency: "INR",
  purpose: "Classrooms",
  financialYear: 202627,
  financialYearString: "2026-27",
  consent: true,
  status: "paid",
  createdAt: "2026-05-02T06:30:00.000Z",
});

const year: TFcraYear = {
  donations: Array.from({ length: 50 }, (_, index) => donation(index + 1)),
  total: 120,
  pages: 3,
  totals: [{ currency: "INR", amount: 600000 }],
  pledged: [],
};

const panel = (loading: boolean, data: TFcraYear | null) =>
  renderToStaticMarkup(
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
