import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MAIN_CONTENT_ID } from "@/components/layout/skip-link";
import { ReceiptView } from "@/components/payments/receipt-view";
import { getReceiptDocument } from "@/lib/payments/receipt-document";
import { pdfReady } from "@/lib/pdf/pdf-ready";

// A donor's name, address and PAN: never cached (proxy.ts also sends private, no-store), never indexed.
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Receipt", robots: { index: false, follow: false } };

type TParams = Promise<{ orderId: string }>;

/**
 * A payment's receipt on A4, opened by the payment's unguessable order id (the payer's handle):
 * what GET /api/paymentgateway/receipt/{orderId} prints. Any other address is no page.
 */
const PaymentReceiptPage = async ({ params }: { params: TParams }) => {
  const receipt = await getReceiptDocument((await params).orderId);
  if (!receipt) notFound();
  return (
    // All of the receipt is in this HTML: the PDF prints at once (lib/pdf/pdf-ready.ts).
    <main id={MAIN_CONTENT_ID} className="mx-auto w-full max-w-[210mm] px-4 py-8 print:max-w-none print:p-0" {...pdfReady}>
      <ReceiptView receipt={receipt} />
    </main>
  );
};

export default PaymentReceiptPage;
