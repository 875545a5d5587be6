import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { ServiceAdminScreen } from "@/components/service-admin/service-admin-screen";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Service Admin" };

const ServiceAdminPage = async () => {
  await requirePageAccess("/serviceadmin");
  return (
    <PageContainer
      title="Service Admin"
      width="wide"
      description="Service categories and the members who answer their requests. Hover or focus an admin for their e-mail and mobile."
    >
      <ServiceAdminScreen />
    </PageContainer>
  );
};

export default ServiceAdminPage;
