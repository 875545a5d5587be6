import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Service Admin" };

const ServiceAdminPage = async () => {
  await requirePageAccess("/serviceadmin");
  return <PlaceholderPage title="Service Admin" description="Service categories and the members who answer their requests." />;
};

export default ServiceAdminPage;
