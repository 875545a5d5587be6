import type { Metadata } from "next";
import { CurrentUserProvider } from "@/components/layout/current-user-provider";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SkipLink } from "@/components/layout/skip-link";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Federation Portal", template: "%s | Federation Portal" },
  description: "The national service-club federation's charitable foundation: tables, circles, projects and grants.",
};

const RootLayout = ({ children }: { children: React.ReactNode }) => (
  <html lang="en">
    <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
      <SkipLink />
      <CurrentUserProvider>
        <ScrollToTop />
        {children}
      </CurrentUserProvider>
    </body>
  </html>
);

export default RootLayout;
