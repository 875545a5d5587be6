import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";

export const metadata: Metadata = { title: "News Section" };

const NewsSectionPage = () => (
  <PlaceholderPage title="News Section" description="News and events from the foundation, with videos and articles." />
);

export default NewsSectionPage;
