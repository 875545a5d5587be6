import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { PaymentsAdmin } from "@/components/payments/payments-admin";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Payments" };

const PaymentsPage = async () => {
  await requirePageAccess("/payments");
  return (
    <PageContainer
      title="Payments"
      width="wide"
      description="Online donations and LMF fees with the gateway's answers. Export the list as CSV, download Form 10BD for a financial year, or record a refund (its receipt is cancelled). Dates are India time."
    >
      <PaymentsAdmin />
    </PageContainer>
  );
};

export default PaymentsPage;
