import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Area Recommendation" };

type TProps = { params: Promise<{ tpaid: string; tpasid: string }> };

const AreaRecommendationPage = async ({ params }: TProps) => {
  const { tpaid, tpasid } = await params;
  await requirePageAccess(pagePath("projects", "arearecommendation", tpaid, tpasid));
  return (
    <PlaceholderPage
      title="Area Recommendation"
      description={`The area's recommendation on application ${tpaid}, stage ${tpasid}.`}
    />
  );
};

export default AreaRecommendationPage;
