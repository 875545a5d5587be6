import type { Metadata } from "next";
import Link from "next/link";
import { LmfAdminList } from "@/components/forms/lmf-admin-list";
import { PageContainer } from "@/components/layout/page-container";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "LMF Applications" };

const LmfApplicationsPage = async () => {
  await requirePageAccess("/manage/lmfapplications");
  return (
    <PageContainer
      title="LMF Applications"
      width="wide"
      description={
        <p>
          Life member friend applications, newest first, for the secretariat&apos;s check: the applicant&apos;s details, table or
          circle and documents. Dates are India time. The fee&apos;s payments, receipts and refunds are under{" "}
          <Link className="text-brand-700 underline" href="/payments">
            Payments
          </Link>
          .
        </p>
      }
    >
      <LmfAdminList />
    </PageContainer>
  );
};

export default LmfApplicationsPage;
