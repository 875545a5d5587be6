// /paymentgateway/pay: pay a donation or LMF application recorded earlier (the page closed before
// paying, or another device), from its reference number. Static: the form checks the details and
// starts the payment in the browser, through the same call as the Pay button.
import { ContentSection } from "@/components/public/content-section";
import { PageContainer } from "@/components/layout/page-container";
import { SITE_CONTACT } from "@/lib/content/site-contact";
import { PayLaterForm } from "@/components/payments/pay-later-form";
import { pageMetadata } from "@/lib/seo/metadata";

export const revalidate = 86400;

export const metadata = pageMetadata({
  title: "Pay a Donation or LMF Fee",
  description:
    "Pay online a donation or life member friend fee you have already recorded: give its reference number, the e-mail and phone you gave, and the amount.",
  path: "/paymentgateway/pay",
});

const PayLaterPage = () => (
  <PageContainer
    title="Pay a Donation or LMF Fee"
    width="wide"
    description={<p>Recorded a donation or an LMF application and did not pay it yet? Pay it here, from any device.</p>}
  >
    <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div>
        <ContentSection id="what-you-need" title="What you need">
          <ul>
            <li>
              The <strong>reference number</strong> shown when you recorded it, such as FCRA-202526-000001 for a donation or
              LMF-202526-000001 for a life member friend application.
            </li>
            <li>The e-mail address and phone number you gave with it.</li>
            <li>The amount, in the currency you chose.</li>
          </ul>
          <p>
            Your receipt is e-mailed to you once the payment goes through, and can be downloaded at once. A donation or
            application that is already paid cannot be paid again.
          </p>
        </ContentSection>
        <ContentSection id="no-reference" title="No reference number?">
          <p>
            It is in the e-mail we sent to the address you gave, as soon as your donation or application was recorded. Cannot find
            it? Write to the secretariat at <a href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</a> with your name, the
            e-mail address you gave and the day you gave it; they will send you the number.
          </p>
        </ContentSection>
      </div>
      <section aria-labelledby="pay-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id="pay-title" className="text-2xl font-semibold tracking-tight text-slate-900">
          Your donation or application
        </h2>
        <p className="mt-2 mb-8 text-sm text-slate-600">Fields marked * are required.</p>
        <PayLaterForm />
      </section>
    </div>
  </PageContainer>
);

export default PayLaterPage;
