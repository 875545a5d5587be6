import type { Metadata } from "next";
import { DashboardOverview } from "@/components/dashboard/dashboard-overview";
import { DashboardTiles } from "@/components/dashboard/dashboard-tiles";
import { PrintPreviews } from "@/components/dashboard/print-previews";
import { unitLabel } from "@/lib/tables/unit-label";
import { PageContainer } from "@/components/layout/page-container";
import { WaitingForMe } from "@/components/projects/waiting-for-me";
import { DirectoryLinks } from "@/components/reports/directory-links";
import { Badge } from "@/components/ui/badge";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { printPreviewsUnit } from "@/lib/dashboard/print-previews";
import { dashboardTilesFor } from "@/lib/member-menus";
import { takesPartInGrants } from "@/lib/projects/waiting-for-me";
import { directoryLinksFor } from "@/lib/reports/directory-links";

export const metadata: Metadata = { title: "Members' Home" };

const DashboardBarPage = async () => {
  const session = await requirePageAccess("/dashboard/dashboardbar");
  const unit = unitLabel(session);
  const directoryLinks = await directoryLinksFor(session);
  const name = [session.title, session.fullName].filter(Boolean).join(" ");
  const printUnit = printPreviewsUnit(session);
  return (
    <PageContainer
      width="wide"
      title={`Welcome, ${name}`}
      description={
        <div className="flex flex-wrap items-center gap-2">
          {unit && <Badge size="md">{unit}</Badge>}
          {session.areaNo !== null && <Badge size="md">Area {session.areaNo}</Badge>}
          <span className="text-sm">What would you like to do today?</span>
        </div>
      }
    >
      {takesPartInGrants(session.roles) && (
        <div className="mb-8">
          <WaitingForMe />
        </div>
      )}
      {printUnit && (
        <div className="mb-8">
          <PrintPreviews unitName={`${printUnit.kind === "table" ? "Table" : "Circle"} ${printUnit.no}`} />
        </div>
      )}
      <div className="mb-8">
        <DashboardOverview />
      </div>
      <h2 className="sr-only">Your areas</h2>
      <DashboardTiles tiles={dashboardTilesFor(session)} />
      <DirectoryLinks links={directoryLinks} />
    </PageContainer>
  );
};

export default DashboardBarPage;
