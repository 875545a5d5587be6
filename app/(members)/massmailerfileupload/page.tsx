import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";
import { requirePageAccess } from "@/lib/auth/require-page-access";

export const metadata: Metadata = { title: "Mass Mailer" };

const MassMailerPage = async () => {
  await requirePageAccess("/massmailerfileupload");
  return <PlaceholderPage title="Mass Mailer" description="Upload a list of addresses and attachments, and send a mailing." />;
};

export default MassMailerPage;
