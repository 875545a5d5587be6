import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";

export const metadata: Metadata = { title: "Become a Life Member Friend" };

const BecomeALifeMemberFriendPage = () => (
  <PlaceholderPage
    title="Become a Life Member Friend"
    description="Join the foundation as a Life Member Friend (LMF): a short form and an online payment."
  />
);

export default BecomeALifeMemberFriendPage;
