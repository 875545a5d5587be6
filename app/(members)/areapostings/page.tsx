// areapostings (Admin, NEX): area chairmen and circle office bearers of this federation year and the next.
import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { AreaPostingsScreen } from "@/components/tables/area-postings-screen";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { federationYearLabel, federationYearOf } from "@/lib/members/postings";
import { listAreas } from "@/lib/tables/unit-postings";

export const metadata: Metadata = { title: "Area Postings" };

const AreaPostingsPage = async () => {
  await requirePageAccess("/areapostings");
  const year = federationYearOf(new Date());
  const areas = await listAreas();
  return (
    <PageContainer title="Area Postings" description="Area chairmen and circle office bearers, by federation year." width="wide">
      <AreaPostingsScreen
        areas={areas}
        years={[
          { year, yearLabel: federationYearLabel(year) },
          { year: year + 1, yearLabel: federationYearLabel(year + 1) },
        ]}
      />
    </PageContainer>
  );
};

export default AreaPostingsPage;
