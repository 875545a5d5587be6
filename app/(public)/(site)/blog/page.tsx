import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";

export const metadata: Metadata = { title: "Blog" };

const BlogPage = () => (
  <PlaceholderPage title="Blog" description="Stories and articles from tables and circles across the country." />
);

export default BlogPage;
