// /paymentresponse: where the payer lands after the gateway (issue 15). The result is read in the
// browser by order id (the page itself holds nothing personal, so it may be static).
import type { Metadata } from "next";
import { Suspense } from "react";
import { PageContainer } from "@/components/layout/page-container";
import { PaymentResult } from "@/components/payments/payment-result";

export const metadata: Metadata = { title: "Payment Status", robots: { index: false, follow: false } };

const PaymentStatusPage = () => (
  <PageContainer title="Payment Status" description={<p>The result of your online payment, with its receipt.</p>}>
    <Suspense fallback={null}>
      <PaymentResult />
    </Suspense>
  </PageContainer>
);

export default PaymentStatusPage;
