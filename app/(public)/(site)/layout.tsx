// Visitor pages: the site header, the page, the footer. (The landing pages have their own menu.)
import { MainContent } from "@/components/layout/main-content";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";

const SiteLayout = ({ children }: { children: React.ReactNode }) => (
  <>
    <SiteHeader />
    <MainContent>{children}</MainContent>
    <SiteFooter />
  </>
);

export default SiteLayout;
