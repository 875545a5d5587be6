import type { Metadata } from "next";
import localFont from "next/font/local";
import { CurrentUserProvider } from "@/components/layout/current-user-provider";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SkipLink } from "@/components/layout/skip-link";
import "./globals.css";

const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  display: "swap",
});

export const metadata: Metadata = {
  title: { default: "Federation Portal", template: "%s | Federation Portal" },
  description: "The national service-club federation's charitable foundation: tables, circles, projects and grants.",
};

const RootLayout = ({ children }: { children: React.ReactNode }) => (
  <html lang="en" className={inter.variable}>
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
