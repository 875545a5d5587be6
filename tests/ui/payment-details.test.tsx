// @database-independent
// The payer's page says when the payment went through on India's clock and says so: payers of FCRA
// donations may be anywhere, and "01-04-2026 00:30" alone read as their own time.
import { renderToStaticMarkup } from "react-dom/server";
import { PaymentDetails } from "@/components/payments/payment-result";
import type { TPublicPayment } from "@/lib/payments/payment-views";

const payment: TPublicPayment = {
  orderId: "ORD-1",
  status: "success",
  purpose: "fcra_donation",
  referenceNo: "FCRA-202627-000001",
  amount: "5000.00",
  currency: "USD",
  payerName: "Asha Raman",
  createdAt: "2026-03-31T18:55:00.000Z",
  completedAt: "2026-03-31T19:00:00.000Z",
  reason: null,
  receiptNo: "FCRA/2026-27/0001",
  receiptUrl: null,
  test: false,
};

describe("PaymentDetails", () => {
  it("dates the payment in India's time, marked IST", () => {
    const markup = renderToStaticMarkup(<PaymentDetails payment={payment} />);
    expect(markup).toContain('<dt class="font-medium text-slate-600">Date</dt><dd>1 Apr 2026, 12:30 am IST</dd>');
  });

  it("leaves the date out until the payment is complete", () => {
    expect(renderToStaticMarkup(<PaymentDetails payment={{ ...payment, completedAt: null }} />)).not.toContain(">Date<");
  });
});
