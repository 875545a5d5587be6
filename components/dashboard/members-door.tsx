// The public routes that lead into the members' area (/dashboard, /dashboard/home): a member with a
// session goes straight on to their dashboard; a visitor is told what the page is and offered the
// log-in and the home page. The answer depends on the cookie, so the page is rendered per request
// and never cached.
import Link from "next/link";
import { redirect } from "next/navigation";
import { PageContainer } from "@/components/layout/page-container";
import { getCurrentSession, loginUrlFor } from "@/lib/auth/require-page-access";

export const MEMBERS_HOME = "/dashboard/dashboardbar";

export const MembersDoor = async ({ title }: { title: string }) => {
  if (await getCurrentSession()) redirect(MEMBERS_HOME);
  return (
    <PageContainer
      title={title}
      description={<p>This is the members&rsquo; dashboard of the foundation. Please log in to see yours.</p>}
    >
      <div className="flex flex-wrap gap-4">
        <Link
          href={loginUrlFor(MEMBERS_HOME)}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Log in
        </Link>
        <Link href="/" className="self-center text-sm text-brand-800 underline">
          Go to the home page
        </Link>
      </div>
    </PageContainer>
  );
};
