// @database-independent
// The secretariat's LMF applications table (/lmfapplications): each application's reference, the
// day it was applied on (dd/mm/yyyy, India's day), the applicant and their address, their table or
// circle (NA for neither), the fee in rupees grouped the Indian way ("₹1,25,000.00"), the payment's
// state in words, and Details named after the reference.
import { renderToStaticMarkup } from "react-dom/server";
import { LmfApplicationTable } from "@/components/forms/lmf-application-table";
import type { TLmfApplication } from "@/lib/content/types";
import { expectValidTableNesting } from "@/tests/helpers/table-nesting";
import { tableRows } from "@/tests/helpers/table-cells";

const application = (id: number, more: Partial<TLmfApplication> = {}): TLmfApplication => ({
  id,
  referenceNo: `LMF-202627-00000${id}`,
  applicantName: "Asha Raman",
  dateOfBirth: "1980-01-15",
  email: "asha.raman@example.org",
  phone: "+91 98400 12345",
  addressLine1: "12 Beach Road",
  addressLine2: null,
  city: "Chennai",
  state: "Tamil Nadu",
  postalCode: "600001",
  country: "India",
  pan: "ABCDE1234F",
  tableNo: 3,
  circleNo: null,
  memberId: 7,
  documents: [],
  amount: 125000,
  currency: "INR",
  consent: true,
  status: "paid",
  financialYear: 202627,
  financialYearString: "2026-27",
  // 8:00 pm UTC on 30 November is 1:30 am on 1 December in India.
  createdAt: "2026-11-30T20:00:00.000Z",
  ...more,
});

const render = (applications: TLmfApplication[]) => {
  const html = renderToStaticMarkup(
    <LmfApplicationTable applications={applications} caption="LMF applications, newest first, page 1 of 1" onOpen={() => {}} />,
  );
  expectValidTableNesting(html);
  return html;
};

describe("LmfApplicationTable", () => {
  it("shows each application under the columns: India's day, the unit, the fee in rupees, the state in words", () => {
    const html = render([
      application(1),
      application(2, {
        applicantName: "Vikram Iyer",
        email: "vikram@example.org",
        tableNo: null,
        circleNo: 5,
        amount: 25000.5,
        status: "pending_payment",
        createdAt: "2026-04-01T06:30:00.000Z",
      }),
      application(3, { tableNo: null, status: "cancelled" }),
    ]);
    expect(html).toContain('role="region" aria-label="LMF applications"');
    expect(html).toContain('<caption class="sr-only">LMF applications, newest first, page 1 of 1</caption>');
    expect(tableRows(html)).toEqual([
      ["Reference", "Applied on", "Applicant", "Table / Circle", "Fee", "Payment", "Details"],
      [
        "LMF-202627-000001",
        "01/12/2026",
        "Asha Raman asha.raman@example.org",
        "RT3",
        "₹1,25,000.00",
        "Paid",
        "Details of LMF-202627-000001",
      ],
      [
        "LMF-202627-000002",
        "01/04/2026",
        "Vikram Iyer vikram@example.org",
        "LC5",
        "₹25,000.50",
        "Pending payment",
        "Details of LMF-202627-000002",
      ],
      [
        "LMF-202627-000003",
        "01/12/2026",
        "Asha Raman asha.raman@example.org",
        "NA",
        "₹1,25,000.00",
        "Cancelled (refunded)",
        "Details of LMF-202627-000003",
      ],
    ]);
  });

  it("opens each application's details with a button, and links nowhere", () => {
    const html = render([application(1)]);
    expect(html).toMatch(/<button type="button"[^>]*>Details<span class="sr-only"> of LMF-202627-000001<\/span><\/button>/);
    expect(html).not.toContain("<a ");
  });

  it("shows only the header row when the page has no applications", () => {
    expect(tableRows(render([]))).toEqual([
      ["Reference", "Applied on", "Applicant", "Table / Circle", "Fee", "Payment", "Details"],
    ]);
  });
});
