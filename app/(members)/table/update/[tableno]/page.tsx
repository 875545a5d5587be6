import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Update Table" };

type TProps = { params: Promise<{ tableno: string }> };

const UpdateTablePage = async ({ params }: TProps) => {
  const { tableno } = await params;
  await requirePageAccess(pagePath("table", "update", tableno));
  return (
    <PlaceholderPage
      title="Update Table"
      description={`Edit the details, office bearers and charter information of table ${tableno}.`}
    />
  );
};

export default UpdateTablePage;
