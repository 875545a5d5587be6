import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";

export const metadata: Metadata = { title: "Recognitions" };

const RecognitionsPage = () => (
  <PlaceholderPage title="Recognitions" description="Donors, tables and members the foundation recognises for their service." />
);

export default RecognitionsPage;
