// /fcradonations: what FCRA donations are, the donation form, and (for an Admin, in the browser)
// the donations by year. Static: nothing here depends on who is asking at render time.
import { FcraAdminList } from "@/components/forms/fcra-admin-list";
import { FcraDonationForm } from "@/components/forms/fcra-donation-form";
import { ContentSection } from "@/components/public/content-section";
import { PageContainer } from "@/components/layout/page-container";
import { PageLink } from "@/components/public/page-link";
import { PAY_LATER_PATH } from "@/lib/payments/pay-later-input";
import { pageMetadata } from "@/lib/seo/metadata";

export const revalidate = 86400;

export const metadata = pageMetadata({
  title: "FCRA Donations",
  description:
    "Give to the foundation from abroad or from India: what the Foreign Contribution (Regulation) Act means for your donation, and the donation form.",
  path: "/fcradonations",
});

const FcraDonationsPage = () => (
  <PageContainer
    title="FCRA Donations"
    width="wide"
    description={<p>Donations from India and from abroad, received as Indian law requires.</p>}
  >
    <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div>
        <ContentSection id="what-is-fcra" title="What is an FCRA donation?">
          <p>
            The <strong>Foreign Contribution (Regulation) Act, 2010</strong> (FCRA) governs money that Indian charities receive
            from foreign sources: foreign citizens (including people of Indian origin who hold another citizenship), and
            companies, trusts and other organisations outside India.
          </p>
          <p>
            The foundation is registered under the FCRA. Foreign contributions may be received only through banking channels,
            never in cash, into the foundation&apos;s designated FCRA account at the State Bank of India, New Delhi Main Branch,
            and are reported to the Ministry of Home Affairs.
          </p>
        </ContentSection>
        <ContentSection id="who-gives-how" title="What we ask of you">
          <ul>
            <li>
              <strong>Indian citizens in India</strong> give in rupees and give their PAN, which the 80G receipt and our report to
              the Income-tax Department need.
            </li>
            <li>
              <strong>Non-resident Indians</strong> who are still Indian citizens are not foreign sources when they give from
              their own savings through normal banking channels; we still ask for your PAN for the receipt.
            </li>
            <li>
              <strong>Foreign nationals</strong> give their passport number and nationality; <strong>organisations</strong> their
              name and, outside India, their registration number.
            </li>
          </ul>
        </ContentSection>
        <ContentSection id="what-happens-next" title="What happens next">
          <p>
            The form records your donation with a reference number; then you pay it online, by card, net banking or UPI, on the
            secure page of our payment gateway. Your receipt is e-mailed to you and can be downloaded at once: an 80G receipt for
            donations from Indian sources, a receipt of foreign contribution for donations from foreign sources, which are kept in
            a separate FCRA ledger as the Act requires.
          </p>
          <p>
            Recorded a donation and did not pay it yet? Pay it on{" "}
            <PageLink href={PAY_LATER_PATH}>Pay a Donation or LMF Fee</PageLink> with its reference number.
          </p>
        </ContentSection>
      </div>
      <section aria-labelledby="donate-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id="donate-title" className="text-2xl font-semibold tracking-tight text-slate-900">
          Make a donation
        </h2>
        <p className="mt-2 mb-8 text-sm text-slate-600">Fields marked * are required.</p>
        <FcraDonationForm />
      </section>
    </div>
    <FcraAdminList />
  </PageContainer>
);

export default FcraDonationsPage;
