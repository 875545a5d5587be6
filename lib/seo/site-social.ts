// The foundation's pages on Facebook and YouTube (SPEC.md section 2's footer icons), from
// SITE_FACEBOOK_URL and SITE_YOUTUBE_URL: a deployment sets its own, and one left unset gets no
// icon rather than a link to nowhere. Server-side only (the footer and the structured data).
import { getEnv } from "@/lib/env";

export type TSocialLink = { name: "facebook" | "youtube"; label: string; href: string };

export const siteSocialLinks = (): TSocialLink[] => {
  const env = getEnv();
  const links: (TSocialLink | null)[] = [
    env.SITE_FACEBOOK_URL ? { name: "facebook", label: "The foundation on Facebook", href: env.SITE_FACEBOOK_URL } : null,
    env.SITE_YOUTUBE_URL ? { name: "youtube", label: "The foundation on YouTube", href: env.SITE_YOUTUBE_URL } : null,
  ];
  return links.filter((link) => link !== null);
};
