import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { AdminQueueCards } from "@/components/manage/admin-queue-cards";
import { AgeProofList } from "@/components/manage/age-proof-list";
import { AuditTrailCheck } from "@/components/projects/audit-trail-check";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { getAdminQueueCounts } from "@/lib/members/admin-queue-counts";

export const metadata: Metadata = { title: "Manage" };

// The counts change with every decision: never served from a cache.
export const dynamic = "force-dynamic";

const ManagePage = async () => {
  await requirePageAccess("/manage");
  const counts = await getAdminQueueCounts();
  return (
    <PageContainer title="Manage" description={<p>Administration of members, roles and sign-ups.</p>}>
      <div className="space-y-10">
        <AdminQueueCards signUps={counts.signUps} ageProofs={counts.ageProofs} />
        <section aria-labelledby="age-proofs" className="scroll-mt-24 space-y-2">
          <h2 id="age-proofs" className="text-lg font-semibold text-slate-900">
            Age proofs to verify
          </h2>
          <p className="text-sm text-slate-600">
            Accept marks the member as verified. Reject deletes the document and mails the member the reason.
          </p>
          <AgeProofList />
        </section>
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
      </div>
    </PageContainer>
  );
};

export default ManagePage;
