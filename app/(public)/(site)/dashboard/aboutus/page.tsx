import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";

export const metadata: Metadata = { title: "About Us" };

const AboutUsPage = () => (
  <PlaceholderPage
    title="About Us"
    description="Who we are: the foundation, its trustees, and how tables and circles work together on projects."
  />
);

export default AboutUsPage;
