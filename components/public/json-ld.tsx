import type { TJsonLd } from "@/lib/seo/structured-data";

/** Structured data for search engines; "<" is escaped so that content can never close the script. */
export const JsonLd = ({ data }: { data: TJsonLd }) => (
  <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />
);
