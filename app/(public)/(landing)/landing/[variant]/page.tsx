// The landing page, served at / and /landing (server.ts rewrites both to /landing/home).
// ISR: rendered on the first visit after start-up, then from the cache; an admin's publish
// refreshes it at once (revalidatePath), otherwise it is rebuilt at most every 10 minutes.
import { notFound } from "next/navigation";
import { LandingView } from "@/components/landing/landing-view";
import { loadLandingContent } from "@/components/landing/landing-content";
import { LANDING_METADATA } from "@/components/landing/landing-metadata";

export const revalidate = 600;

/** Nothing at build time: the database exists only once the server runs. */
export const generateStaticParams = async (): Promise<{ variant: string }[]> => [];

export const metadata = LANDING_METADATA;

type TProps = { params: Promise<{ variant: string }> };

const LandingPage = async ({ params }: TProps) => {
  if ((await params).variant !== "home") notFound();
  return <LandingView content={await loadLandingContent()} />;
};

export default LandingPage;
