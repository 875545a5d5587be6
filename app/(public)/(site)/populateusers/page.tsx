import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";

export const metadata: Metadata = { title: "Populate Users" };

const PopulateUsersPage = () => (
  <PlaceholderPage
    title="Populate Users"
    description="An administrator's tool that creates member accounts in bulk from the member register."
  />
);

export default PopulateUsersPage;
