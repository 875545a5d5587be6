// /populateusers: a public route (SPEC.md section 2) whose action is the Admin's only
// (GET /api/auth/populateusers): the Admin gets the button, anyone else a clear word and the log-in.
import type { Metadata } from "next";
import Link from "next/link";
import { PageContainer } from "@/components/layout/page-container";
import { PopulateUsersPanel } from "@/components/manage/populate-users-panel";
import { getCurrentSession, loginUrlFor } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Populate Users", robots: { index: false } };
export const dynamic = "force-dynamic";

const PopulateUsersPage = async () => {
  const session = await getCurrentSession();
  const isAdmin = session?.roles.includes("Admin") ?? false;
  return (
    <PageContainer title="Populate Users" description={<p>Log-in accounts for the tables and circles.</p>}>
      {isAdmin ? (
        <PopulateUsersPanel />
      ) : (
        <p className="text-sm text-slate-700">
          Only the secretariat&rsquo;s Admin can create these accounts.{" "}
          {session ? (
            "Your account cannot."
          ) : (
            <Link className="text-brand-800 underline" href={loginUrlFor("/populateusers")}>
              Log in as the Admin
            </Link>
          )}
        </p>
      )}
    </PageContainer>
  );
};

export default PopulateUsersPage;
