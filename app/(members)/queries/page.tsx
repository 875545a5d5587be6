import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Queries" };

const QueriesPage = async () => {
  await requirePageAccess("/queries");
  return <PlaceholderPage title="Queries" description="Questions raised on project applications, and their replies." />;
};

export default QueriesPage;
