// /becomealmf: what a life member friend is and the application form (documents uploaded first).
// ISR: the contribution amount comes from the content seam.
import { LmfForm } from "@/components/forms/lmf-form";
import { ContentSection } from "@/components/public/content-section";
import { PageContainer } from "@/components/layout/page-container";
import { PageLink } from "@/components/public/page-link";
import { getLmfValue } from "@/lib/content/lmf-value";
import { PAY_LATER_PATH } from "@/lib/payments/pay-later-input";
import { pageMetadata } from "@/lib/seo/metadata";

export const revalidate = 3600;

export const metadata = pageMetadata({
  title: "Become a Life Member Friend",
  description:
    "Become a life member friend of the foundation: a one-time contribution that supports classrooms, health camps and relief for good.",
  path: "/becomealmf",
});

const formatRupees = (amount: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(amount);

const BecomeLmfPage = async () => {
  const { lmfValue } = await getLmfValue();
  const amountLabel = formatRupees(lmfValue);
  return (
    <PageContainer
      title="Become a Life Member Friend"
      width="wide"
      description={<p>Stay with the foundation for life: one contribution of {amountLabel}, and a place among its friends.</p>}
    >
      <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <ContentSection id="what-is-lmf" title="What is a life member friend?">
            <p>
              Life member friends (LMF) are people close to the movement, often former table and circle members, their families
              and friends, who support the foundation with a single contribution of <strong>{amountLabel}</strong>. It goes to the
              foundation&apos;s corpus, whose income funds project grants year after year.
            </p>
            <p>
              Friends are invited to the foundation&apos;s meetings and project inaugurations and hear first about its work. The
              contribution qualifies for the tax benefit under section 80G.
            </p>
          </ContentSection>
          <ContentSection id="what-you-need" title="What you need">
            <ul>
              <li>Your personal PAN and an address in India.</li>
              <li>The number of the table or circle that introduces you.</li>
              <li>A copy of your PAN card and an address proof (PDF or photo).</li>
            </ul>
          </ContentSection>
          <ContentSection id="after-applying" title="After you apply">
            <p>
              Your application is stored as <strong>pending payment</strong>; pay the fee online straight away (card, net banking
              or UPI). Your 80G receipt is e-mailed to you, the secretariat checks the application, and your welcome follows.
            </p>
            <p>
              Applied and did not pay yet? Pay the fee on <PageLink href={PAY_LATER_PATH}>Pay a Donation or LMF Fee</PageLink>{" "}
              with your application&apos;s reference number.
            </p>
          </ContentSection>
        </div>
        <section aria-labelledby="apply-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <h2 id="apply-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            Apply
          </h2>
          <p className="mt-2 mb-8 text-sm text-slate-600">Fields marked * are required.</p>
          <LmfForm amount={lmfValue} amountLabel={amountLabel} />
        </section>
      </div>
    </PageContainer>
  );
};

export default BecomeLmfPage;
