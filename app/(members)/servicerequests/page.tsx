import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Service Request" };

const ServiceRequestPage = async () => {
  await requirePageAccess("/servicerequests");
  return (
    <PlaceholderPage title="Service Request" description="Raise a service request with the secretariat and follow its replies." />
  );
};

export default ServiceRequestPage;
