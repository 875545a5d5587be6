import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";

export const metadata: Metadata = { title: "Foundation Home" };

const FoundationHomePage = () => (
  <PlaceholderPage title="Foundation Home" description="News, projects and figures from across the federation." />
);

export default FoundationHomePage;
