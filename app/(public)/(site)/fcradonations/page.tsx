import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";

export const metadata: Metadata = { title: "FCRA Donations" };

const FcraDonationsPage = () => (
  <PlaceholderPage
    title="FCRA Donations"
    description="Donations to the foundation from abroad under the FCRA rules: how to give and what has been received year by year."
  />
);

export default FcraDonationsPage;
