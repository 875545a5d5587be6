// @database-independent
// The Admin's FCRA list shows each donation's Indian calendar day: a pledge made at 02:00 IST on
// 1 April (20:30 UTC on 31 March) belongs to 1 April, and to the financial year that starts then.
// Amounts are written by formatAmount, as the Admin's payments list writes them.
import { renderToStaticMarkup } from "react-dom/server";
import { FcraDonationTable } from "@/components/forms/fcra-donation-table";
import { formatAmount } from "@/lib/payments/payment-labels";
import { fcraDonation } from "./fcra-donation-fixture";
import { expectValidTableNesting } from "@/tests/helpers/table-nesting";

const donation = fcraDonation(1, {
  donorName: "Asha Raman",
  email: "asha.raman@example.org",
  status: "pending_payment",
  createdAt: "2026-03-31T20:30:00.000Z",
});

const dateCell = (markup: string) => /<td[^>]*>FCRA-202627-000001<\/td><td[^>]*>([^<]*)<\/td>/.exec(markup)?.[1];

describe("FcraDonationTable", () => {
  it("shows the day of the donation in India, dd/mm/yyyy", () => {
    const markup = renderToStaticMarkup(
      <FcraDonationTable yearLabel="2026-27" donations={[donation]} totals={[]} pledged={[{ currency: "INR", amount: 5000 }]} />,
    );
    expectValidTableNesting(markup);
    expect(dateCell(markup)).toBe("01/04/2026");
  });

  it("tells what was received from what is only pledged, in rupees with Indian grouping", () => {
    const markup = renderToStaticMarkup(
      <FcraDonationTable
        yearLabel="2026-27"
        donations={[donation, { ...donation, id: 2, status: "paid" }]}
        totals={[{ currency: "INR", amount: 125000 }]}
        pledged={[{ currency: "INR", amount: 5000 }]}
      />,
    );
    expect(markup).toContain(
      "2 donations pledged in 2026-27. Received in 2026-27, by receipt date: ₹1,25,000.00. Pledged, not yet paid: ₹5,000.00.",
    );
    const none = renderToStaticMarkup(
      <FcraDonationTable yearLabel="2026-27" donations={[donation]} totals={[]} pledged={[{ currency: "INR", amount: 5000 }]} />,
    );
    expect(none).toContain("by receipt date: nothing yet. Pledged, not yet paid: ₹5,000.00.");
  });

  it("counts the whole year's donations when it shows one page of them", () => {
    const markup = renderToStaticMarkup(
      <FcraDonationTable
        yearLabel="2026-27"
        donations={[donation]}
        total={1234}
        page={{ number: 2, of: 25 }}
        totals={[{ currency: "INR", amount: 125000 }]}
        pledged={[]}
      />,
    );
    expect(markup).toContain("1,234 donations pledged in 2026-27. Received in 2026-27, by receipt date: ₹1,25,000.00.");
    expect(markup).toContain("FCRA donations of 2026-27, page 2 of 25");
    expectValidTableNesting(markup);
  });

  it("shows what was received in a year with no pledge of its own (a pledge of 31/03 paid on 02/04)", () => {
    const markup = renderToStaticMarkup(
      <FcraDonationTable
        yearLabel="2026-27"
        donations={[]}
        total={0}
        totals={[{ currency: "INR", amount: 5000 }]}
        pledged={[]}
      />,
    );
    expect(markup).toContain("No donations pledged in 2026-27. Received in 2026-27, by receipt date: ₹5,000.00.");
    expect(markup).not.toContain("No donations recorded");
    expect(markup).not.toContain("<table");
  });

  it("writes a foreign currency's amounts as the payments list does (USD 1,250.50), not with the browser's symbol", () => {
    const dollars = fcraDonation(3, { donorType: "foreign_national", country: "US", amount: 1250.5, currency: "USD" });
    const markup = renderToStaticMarkup(
      <FcraDonationTable
        yearLabel="2026-27"
        donations={[dollars]}
        totals={[{ currency: "USD", amount: 123456.5 }]}
        pledged={[{ currency: "INR", amount: 5000 }]}
      />,
    );
    expect(/<td[^>]*>FCRA-202627-000003<\/td>(?:<td[^>]*>.*?<\/td>){4}<td[^>]*>([^<]*)<\/td>/.exec(markup)?.[1]).toBe(
      formatAmount(125050, "USD"),
    );
    expectValidTableNesting(markup);
    expect(formatAmount(125050, "USD")).toBe("USD 1,250.50");
    expect(markup).toContain("by receipt date: USD 123,456.50. Pledged, not yet paid: ₹5,000.00.");
    expect(markup).not.toContain("$");
  });

  it("says there is nothing only when nothing was pledged or received", () => {
    const markup = renderToStaticMarkup(<FcraDonationTable yearLabel="2026-27" donations={[]} totals={[]} pledged={[]} />);
    expect(markup).toContain("No donations recorded for 2026-27.");
    expect(markup).not.toContain("by receipt date");
  });
});
