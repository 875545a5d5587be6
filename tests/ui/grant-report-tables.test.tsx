// @database-independent
// The grant report by date on screen (/reports/yearly, manageprojectapplications): each section
// holds up to 1000 rows (REPORT_SECTION_MAX), so each table shows them 25 a page with page buttons
// rather than all at once, as the other tables of the reports screen do.
import { renderToStaticMarkup } from "react-dom/server";
import { GrantReportTables, type TGrantReport } from "@/components/projects/grant-report-tables";

const money = (paise: number) => ({ paise, text: `₹${paise / 100}` });
const times = <T,>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i + 1));

const report: TGrantReport = {
  from: "2026-04-01",
  to: "2026-09-30",
  applications: {
    count: 60,
    truncated: false,
    rows: times(60, (i) => ({
      applicationId: i,
      applicationNo: `TPA-APP-${String(i).padStart(4, "0")}`,
      title: `Project ${i}`,
      unit: "Table 1",
      stateLabel: "Draft",
      createdBy: "Ravi",
      createdAt: "2026-05-01T06:00:00.000Z",
    })),
  },
  stateChanges: {
    count: 30,
    truncated: false,
    rows: times(30, (i) => ({
      id: i,
      applicationNo: `TPA-CHG-${String(i).padStart(4, "0")}`,
      title: `Project ${i}`,
      unit: "Table 1",
      fromLabel: null,
      toLabel: "Submitted",
      by: "Ravi",
      at: "2026-05-01T06:00:00.000Z",
      remark: "",
    })),
  },
  payments: {
    count: 3,
    truncated: false,
    total: money(300),
    rows: times(3, (i) => ({
      id: i,
      applicationNo: `TPA-PAY-${String(i).padStart(4, "0")}`,
      title: `Project ${i}`,
      unit: "Table 1",
      kindLabel: "Interim",
      amount: money(100),
      paidOn: "2026-06-01",
      reference: `REF-${i}`,
      paidBy: "RTIF",
    })),
  },
};

const shown = (markup: string, prefix: string) => markup.match(new RegExp(`TPA-${prefix}-\\d{4}`, "g")) ?? [];

describe("GrantReportTables", () => {
  const markup = renderToStaticMarkup(<GrantReportTables report={report} />);

  it("shows a long section 25 rows a page, the first page first, with the page count", () => {
    expect(shown(markup, "APP")).toEqual(times(25, (i) => `TPA-APP-${String(i).padStart(4, "0")}`));
    expect(markup).toContain("Applications started, page 1 of 3");
    expect(shown(markup, "CHG")).toHaveLength(25);
    expect(markup).toContain("State changes, page 1 of 2");
  });

  it("shows a short section whole, without pages", () => {
    expect(shown(markup, "PAY")).toEqual(["TPA-PAY-0001", "TPA-PAY-0002", "TPA-PAY-0003"]);
    expect(markup).not.toMatch(/Payments, page/);
  });

  it("writes days as dd/mm/yyyy", () => {
    expect(markup).toContain("From 01/04/2026 to 30/09/2026");
    expect(markup).toContain("01/06/2026");
  });
});

describe("GrantReportTables' counts", () => {
  // A section past REPORT_SECTION_MAX (1000) shows its first 1000 rows and says how many there were.
  const big: TGrantReport = {
    ...report,
    applications: { ...report.applications, count: 123456, truncated: true },
    stateChanges: { ...report.stateChanges, count: 2345 },
    payments: { ...report.payments, count: 1000 },
  };
  const markup = renderToStaticMarkup(
    <GrantReportTables
      report={{ ...big, applications: { ...big.applications, rows: times(1000, () => report.applications.rows[0]!) } }}
    />,
  );

  it("are grouped the Indian way, as the other report tables write theirs", () => {
    expect(markup).toContain("1,23,456 applications started, 2,345 state changes, 1,000 payments totalling");
    expect(markup).toContain("Applications started (1,23,456)");
    expect(markup).toContain("State changes (2,345)");
    expect(markup).toContain("Payments (1,000, ");
    expect(markup).toContain("Showing the first 1,000 of 1,23,456: choose a shorter range to see them all.");
  });
});
