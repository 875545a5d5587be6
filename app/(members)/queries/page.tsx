import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { QueriesScreen } from "@/components/projects/queries-screen";
import { UNIT_APPLICANT_ROLES } from "@/lib/auth/route-roles";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { NATIONAL_REVIEW_ROLES } from "@/lib/projects/application-states";

export const metadata: Metadata = { title: "Queries" };

const QueriesPage = async () => {
  const session = await requirePageAccess("/queries");
  const has = (roles: readonly string[]) => session.roles.some((role) => roles.includes(role));
  return (
    <PageContainer title="Queries" description="Questions of the national team on project applications, and the replies.">
      <QueriesScreen canReply={has(UNIT_APPLICANT_ROLES)} canClose={has(NATIONAL_REVIEW_ROLES)} />
    </PageContainer>
  );
};

export default QueriesPage;
