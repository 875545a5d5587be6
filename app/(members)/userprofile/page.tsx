import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { MemberProfile } from "@/components/profile/member-profile";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { getOwnProfile } from "@/lib/members/own-profile";

export const metadata: Metadata = { title: "User Profile" };

const UserProfilePage = async () => {
  const session = await requirePageAccess("/userprofile");
  const profile = await getOwnProfile(session.memberId);
  return (
    <PageContainer
      title="User Profile"
      width="wide"
      description="Your details and your table's registration documents (PAN, Form 12AA, trust deed, 80G)."
    >
      <MemberProfile initialProfile={profile} />
    </PageContainer>
  );
};

export default UserProfilePage;
