import { PageLink } from "@/components/public/page-link";
import { SITE_CONTACT } from "@/lib/content/site-contact";
import { ContentSection, FactGrid } from "@/components/public/content-section";
import { PageContainer } from "@/components/layout/page-container";
import { pageMetadata } from "@/lib/seo/metadata";

export const revalidate = 86400;

export const metadata = pageMetadata({
  title: "CSR",
  description:
    "Partner with the foundation on Corporate Social Responsibility: education, health and disaster-relief projects delivered by local volunteers, with full reporting.",
  path: "/csr",
});

const REASONS = [
  {
    title: "Schedule VII activities",
    text: "Our projects fall under education, health care and disaster management, the areas Schedule VII of the Companies Act lists.",
  },
  {
    title: "Local volunteers",
    text: "Tables and circles in hundreds of towns find the projects, watch over the work and stay with the school afterwards.",
  },
  {
    title: "Reports you can file",
    text: "Utilisation certificates, photos, beneficiary numbers and audited accounts for your CSR committee and annual report.",
  },
] as const;

const CsrPage = () => (
  <PageContainer
    title="Corporate Social Responsibility"
    description={<p>Put your company&apos;s CSR budget to work through volunteers who live where the need is.</p>}
  >
    <ContentSection id="why" title="Why partner with us">
      <FactGrid facts={REASONS} />
    </ContentSection>
    <ContentSection id="how" title="How a CSR partnership works">
      <ul>
        <li>
          We agree on a theme, a region and a budget: a set of classrooms, a district&apos;s health camps, or a relief fund.
        </li>
        <li>Tables and circles propose projects; you see each proposal with its costs before it is approved.</li>
        <li>Money goes out in stages against progress; you receive a report with photos for every project.</li>
        <li>Your teams are welcome at inaugurations and volunteering days.</li>
      </ul>
    </ContentSection>
    <ContentSection id="eligibility" title="Eligibility">
      <p>
        The foundation is a registered public charitable trust with registration under section 12A and approval under section 80G
        of the Income-tax Act, and is registered with the Ministry of Corporate Affairs to undertake CSR activities (Form CSR-1).
        We share these documents with your CSR team on request.
      </p>
    </ContentSection>
    <ContentSection id="talk-to-us" title="Talk to us">
      <p>
        Write to <a href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</a> or call {SITE_CONTACT.phone}. To see the kind
        of work we do, browse the <PageLink href="/projectgallery">project gallery</PageLink>.
      </p>
    </ContentSection>
  </PageContainer>
);

export default CsrPage;
