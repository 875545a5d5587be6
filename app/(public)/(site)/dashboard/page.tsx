import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";

export const metadata: Metadata = { title: "Dashboard" };

const DashboardPage = () => (
  <PlaceholderPage title="Dashboard" description="The foundation at a glance: projects, tables and areas in figures." />
);

export default DashboardPage;
