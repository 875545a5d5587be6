import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { MemberAdmin } from "@/components/manage/member-admin";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { listUnitChoices } from "@/lib/members/unit-choices";

export const metadata: Metadata = { title: "Manage Users" };

// The tables and circles come from the database at request time.
export const dynamic = "force-dynamic";

const ManageUsersPage = async () => {
  await requirePageAccess("/manage/manageuserbyadmin");
  const units = await listUnitChoices();
  return (
    <PageContainer
      title="Manage Users"
      width="wide"
      description="Find members, edit their details and roles, lock or unlock them, send a password link, or create a user. Every change is recorded."
    >
      <MemberAdmin units={units} />
    </PageContainer>
  );
};

export default ManageUsersPage;
