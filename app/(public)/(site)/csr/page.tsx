import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";

export const metadata: Metadata = { title: "CSR" };

const CsrPage = () => (
  <PlaceholderPage
    title="CSR"
    description="How companies can partner with the foundation on Corporate Social Responsibility projects."
  />
);

export default CsrPage;
