import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";

export const metadata: Metadata = { title: "Reports" };

const ReportsPage = () => (
  <PlaceholderPage title="Reports" description="Data analytics: projects, grants and membership figures by year and area." />
);

export default ReportsPage;
