import type { Metadata } from "next";
import { PageContainer } from "@/components/layout/page-container";
import { MassMailer } from "@/components/massmail/mass-mailer";
import { requirePageAccess } from "@/lib/auth/require-page-access";
import { getAudienceOptions } from "@/lib/massmail/audience-options";

export const metadata: Metadata = { title: "Mass Mailer" };

const MassMailerPage = async () => {
  await requirePageAccess("/massmailerfileupload");
  const options = await getAudienceOptions();
  return (
    <PageContainer
      title="Mass Mailer"
      width="wide"
      description="Write a message, attach files, choose who receives it, and send. Sending runs in the background; you can follow it here."
    >
      <MassMailer options={options} />
    </PageContainer>
  );
};

export default MassMailerPage;
