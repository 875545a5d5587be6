import { pageMetadata } from "@/lib/seo/metadata";
import { SITE_DESCRIPTION } from "@/lib/seo/site";

export const LANDING_METADATA = pageMetadata({
  title: "Federation Foundation | Service that changes lives",
  absoluteTitle: true,
  description: SITE_DESCRIPTION,
  path: "/",
});
