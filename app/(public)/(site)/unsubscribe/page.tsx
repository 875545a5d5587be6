import type { Metadata } from "next";
import { AuthPanel } from "@/components/auth/auth-panel";
import { UnsubscribeForm } from "@/components/massmail/unsubscribe-form";
import { Alert } from "@/components/ui/alert";
import { verifyUnsubscribeToken } from "@/lib/massmail/unsubscribe-token";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };
export const dynamic = "force-dynamic";

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The link in mass mail that is not essential: names the address, and asks before it records the opt-out. */
const UnsubscribePage = async ({ searchParams }: TProps) => {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : "";
  const email = token ? verifyUnsubscribeToken(token) : null;
  return (
    <AuthPanel
      title="Unsubscribe"
      description="Stop receiving the federation's mailings that are not essential. Essential notices (such as the AGM notice) still reach every member."
    >
      {email ? (
        <UnsubscribeForm token={token} email={email} />
      ) : (
        <Alert tone="error" title="This link is not valid">
          Please use the complete link from the mail you received.
        </Alert>
      )}
    </AuthPanel>
  );
};

export default UnsubscribePage;
