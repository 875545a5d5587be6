import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";

export const metadata: Metadata = { title: "Table Projects" };

const TableProjectsPage = () => (
  <PlaceholderPage
    title="Table Projects"
    description="Projects carried out by tables and circles, searchable by year and area."
  />
);

export default TableProjectsPage;
