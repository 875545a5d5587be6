import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { AuditTrailCheck } from "@/components/projects/audit-trail-check";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Manage" };

const ManagePage = async () => {
  await requirePageAccess("/manage");
  return (
    <PageContainer title="Manage" description={<p>Administration of members, roles and sign-ups.</p>}>
      <section aria-labelledby="audit-trail" className="space-y-2">
        <h2 id="audit-trail" className="text-lg font-semibold text-slate-900">
          Grant audit trail
        </h2>
        <p className="text-sm text-slate-600">
          Every step of the grant process is recorded with a hash of the entry before it, so that a changed or removed entry
          shows. Check the whole trail now.
        </p>
        <AuditTrailCheck />
      </section>
    </PageContainer>
  );
};

export default ManagePage;
