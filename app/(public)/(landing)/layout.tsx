// The landing pages hide the site header (they have their own menu) but keep the footer.
import { SiteFooter } from "@/components/layout/site-footer";

const LandingLayout = ({ children }: { children: React.ReactNode }) => (
  <>
    {children}
    <SiteFooter />
  </>
);

export default LandingLayout;
