// @database-independent
// The minutes report groups its counts the Indian way (formatCount): "Members today (1,23,456)",
// "Payments made in the year (12,345, …)", never "123456" (stop 58). The screens that load their
// counts are in screen-counts.test.tsx.
import { renderToStaticMarkup } from "react-dom/server";
import { TableMinutes } from "@/components/reports/minutes-sections";
import type { TMinutesReport } from "@/components/reports/reports-api";

const money = (paise: number) => ({ paise, text: `₹${paise / 100}` });

describe("the minutes report", () => {
  const report = {
    year: 202627,
    yearLabel: "2026-27",
    table: { tableNo: 7, name: "Madras Round Table 7", areaName: "Area 1", city: "", charteredOn: null, isDecharted: false },
    officeBearers: [],
    members: { count: 123456, list: [] },
    applications: { applications: 1234, sanctioned: money(100), paid: money(100), list: [] },
    payments: { count: 12345, total: money(100), rows: [] },
  } as unknown as TMinutesReport;
  const markup = renderToStaticMarkup(<TableMinutes report={report} />);

  it("groups the members today, the payments and the applications", () => {
    expect(markup).toContain("Members today (1,23,456)");
    expect(markup).toContain("Payments made in the year (12,345, ₹1)");
    expect(markup).toContain("Applications (1,234)");
    expect(markup).toContain("2026-27: 1,234 applications");
  });
});
