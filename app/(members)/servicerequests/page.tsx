import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { ServiceRequestScreen } from "@/components/service-requests/service-request-screen";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { getEnv } from "@/lib/env";

export const metadata: Metadata = { title: "Service Request" };

const ServiceRequestPage = async () => {
  const session = await requirePageAccess("/servicerequests");
  const env = getEnv();
  return (
    <PageContainer
      title="Service Request"
      width="wide"
      description={
        session.isAdmin
          ? "Every request raised with the secretariat, by status. Select one to answer it or change its status."
          : "Raise a request with the secretariat and follow its replies."
      }
    >
      <ServiceRequestScreen
        isAdmin={session.isAdmin}
        limits={{ maxFiles: env.UPLOAD_MAX_FILES, maxFileMb: env.UPLOAD_MAX_FILE_MB }}
      />
    </PageContainer>
  );
};

export default ServiceRequestPage;
