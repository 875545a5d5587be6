// /reports/yearly: the reports of a federation year for the secretariat, area chairmen, office
// bearers, the grant team and the trust, each section one report call the member may make.
import type { Metadata } from "next";
import Link from "next/link";
import { PageContainer } from "@/components/layout/page-container";
import { YearlyReportsScreen } from "@/components/reports/yearly-reports-screen";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { reportPickersFor } from "@/lib/reports/report-pickers";
import { YEARLY_REPORTS_PAGE } from "@/lib/reports/yearly-reports";

export const metadata: Metadata = { title: "Yearly Reports" };

const YearlyReportsPage = async () => {
  const session = await requirePageAccess(YEARLY_REPORTS_PAGE);
  const pickers = await reportPickersFor(session);
  return (
    <PageContainer
      title="Yearly Reports"
      description={
        <>
          Directories, strength, mailing lists and minutes of a federation year, for the areas and tables you may read. The public
          charts of grants are on the{" "}
          <Link href="/reports" className="text-brand-800 underline">
            data analytics page
          </Link>
          .
        </>
      }
      width="wide"
    >
      <YearlyReportsScreen {...pickers} />
    </PageContainer>
  );
};

export default YearlyReportsPage;
