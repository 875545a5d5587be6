import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SanctionLetterView } from "@/components/projects/sanction-letter-view";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";
import { AppError } from "@/lib/http/errors";
import { pdfReady } from "@/lib/pdf/pdf-ready";
import { getSanctionLetter } from "@/lib/projects/sanction-letter";

export const metadata: Metadata = { title: "Sanction letter" };
export const dynamic = "force-dynamic";

const id = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

/** The sanction letter of an application, laid out on A4: what sendgrantsanction prints to PDF. */
const SanctionLetterPage = async ({
  params,
  searchParams,
}: {
  params: Promise<{ tpaid: string }>;
  searchParams: Promise<{ issue?: string | string[] }>;
}) => {
  const { tpaid } = await params;
  const { issue } = await searchParams;
  const session = await requirePageAccess(pagePath("projects", "sanctionletter", tpaid));
  const applicationId = id(tpaid);
  if (applicationId === null) notFound();
  const letter = await getSanctionLetter(session, applicationId, { issue: typeof issue === "string" ? issue : undefined }).catch(
    (error: unknown) => {
      // Another unit's application looks like no application.
      if (error instanceof AppError && error.code === "NOT_FOUND") return null;
      throw error;
    },
  );
  if (!letter) notFound();
  return (
    // All of the letter is in this HTML: the PDF prints at once (lib/pdf/pdf-ready.ts).
    <div className="mx-auto w-full max-w-[210mm] px-4 py-8 print:max-w-none print:p-0" {...pdfReady}>
      <SanctionLetterView letter={letter} />
    </div>
  );
};

export default SanctionLetterPage;
