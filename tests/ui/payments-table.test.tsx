// @database-independent
// The secretariat's payments table shows the payer's Indian mobile as +91 98400 12345, however the
// donor typed it on the form; a number that is not an Indian mobile stays as typed.
import { renderToStaticMarkup } from "react-dom/server";
import { PaymentsTable } from "@/components/payments/payments-table";
import type { TAdminPayment } from "@/components/payments/payments-api";

const payment: TAdminPayment = {
  orderId: "ORD-1",
  referenceNo: "FCRA-202627-000001",
  purpose: "fcra_donation",
  payerName: "Asha Raman",
  payerEmail: "asha.raman@example.org",
  payerMobile: "9840012345",
  amount: "5000.00",
  amountPaise: 500000,
  currency: "INR",
  status: "initiated",
  reason: null,
  gateway: "ccavenue",
  gatewayReference: null,
  paymentMode: null,
  createdAt: "2026-05-01T06:30:00.000Z",
  completedAt: null,
  refundedAt: null,
  receiptNo: null,
  receiptCancelledAt: null,
  ledger: "domestic",
};

const payerCell = (payerMobile: string) =>
  renderToStaticMarkup(<PaymentsTable payments={[{ ...payment, payerMobile }]} caption="Payments" onRefund={() => undefined} />);

describe("PaymentsTable", () => {
  it.each(["9840012345", "09840012345", "+919840012345", "+91-98400-12345", "98400 12345"])(
    "shows the Indian mobile %s as +91 98400 12345",
    (typed) => {
      expect(payerCell(typed)).toContain(">+91 98400 12345</span>");
    },
  );

  it("shows a number that is no Indian mobile as typed", () => {
    expect(payerCell("+44 20 7946 0958")).toContain(">+44 20 7946 0958</span>");
    expect(payerCell("044 4000 1234")).toContain(">044 4000 1234</span>");
  });
});
