import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Pack Stages" };

type TProps = { params: Promise<{ ppackid: string }> };

const PackStagesPage = async ({ params }: TProps) => {
  const { ppackid } = await params;
  await requirePageAccess(pagePath("projects", "packstages", ppackid));
  return <PlaceholderPage title="Pack Stages" description={`The stages of project pack ${ppackid}, in order.`} />;
};

export default PackStagesPage;
