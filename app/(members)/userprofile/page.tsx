import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "User Profile" };

const UserProfilePage = async () => {
  await requirePageAccess("/userprofile");
  return (
    <PlaceholderPage
      title="User Profile"
      description="Your details and your table's registration documents (PAN, Form 12AA, trust deed, 80G)."
    />
  );
};

export default UserProfilePage;
