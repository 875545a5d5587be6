import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageContainer } from "@/components/layout/page-container";
import { ApplicationsScreen } from "@/components/projects/applications-screen";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Table Project Applications" };

type TProps = { params: Promise<{ tableno: string }> };

/** One table's applications, as the caller may see them (their own table's, or all for the secretariat). */
const TableApplicationsPage = async ({ params }: TProps) => {
  const { tableno } = await params;
  const session = await requirePageAccess(pagePath("projects", "tableprojectapplicationapproval", tableno));
  if (!/^\d{1,6}$/.test(tableno)) notFound();
  return (
    <PageContainer
      title={`Project Applications of Table ${tableno}`}
      width="wide"
      description="Each application's state and the stage that is open now."
    >
      <ApplicationsScreen canStart={false} roles={session.roles} tableNo={Number(tableno)} />
    </PageContainer>
  );
};

export default TableApplicationsPage;
