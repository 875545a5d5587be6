import type { Metadata } from "next";
import { LandingView } from "@/components/landing/landing-view";

export const metadata: Metadata = {
  title: { absolute: "Federation Foundation – Service that changes lives" },
  alternates: { canonical: "/" },
};

const LandingPage = () => <LandingView />;

export default LandingPage;
