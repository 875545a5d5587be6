// Members' pages: a session must exist (checked against the database, not just the cookie); each
// page then checks its own roles with requirePageAccess. The header gets the session directly.
import { redirect } from "next/navigation";
import { currentUserFromSession } from "@/components/auth/auth-api";
import { CurrentUserProvider } from "@/components/layout/current-user-provider";
import { MainContent } from "@/components/layout/main-content";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { getCurrentSession } from "@/lib/auth/require-page-access";

const MembersLayout = async ({ children }: { children: React.ReactNode }) => {
  const session = await getCurrentSession();
  if (!session) redirect("/login");
  return (
    <CurrentUserProvider initialUser={currentUserFromSession(session)}>
      <SiteHeader />
      <MainContent className="bg-slate-50">{children}</MainContent>
      <SiteFooter />
    </CurrentUserProvider>
  );
};

export default MembersLayout;
