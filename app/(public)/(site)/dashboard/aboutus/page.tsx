import { PageLink } from "@/components/public/page-link";
import { ContentSection, FactGrid } from "@/components/public/content-section";
import { PageContainer } from "@/components/layout/page-container";
import { pageMetadata } from "@/lib/seo/metadata";

// Static copy; the interval only gives the page a stale-while-revalidate header for a CDN.
export const revalidate = 86400;

export const metadata = pageMetadata({
  title: "About Us",
  description:
    "Who we are: the charitable foundation of the national federation of service-club tables and circles, its trustees and how projects are chosen.",
  path: "/dashboard/aboutus",
});

const VALUES = [
  {
    title: "Service",
    text: "Tables and circles find the need in their own town and do the work themselves, with their own hands and time.",
  },
  {
    title: "Fellowship",
    text: "Members are young men and women who meet every month; friendship is what keeps a table giving year after year.",
  },
  {
    title: "Accountability",
    text: "Every grant is tracked from application to completion report, with photos, bills and a trustee's sign-off.",
  },
] as const;

const AboutUsPage = () => (
  <PageContainer
    title="About Us"
    description={<p>The charitable foundation of the national federation of service-club tables and circles.</p>}
  >
    <ContentSection id="who-we-are" title="Who we are">
      <p>
        The federation brings together local service clubs, called <strong>tables</strong> for men and <strong>circles</strong>{" "}
        for women, grouped into areas across the country. The foundation is its charitable trust: it raises money, turns it into
        grants for the projects that tables and circles propose, and makes sure that every rupee reaches the people it was meant
        for.
      </p>
      <p>
        Our best-known work is the classroom: thousands of classrooms built or rebuilt for government and low-fee schools, with
        toilets, drinking water and furniture. Tables also run health camps, support children with disabilities, and bring relief
        after floods, cyclones and earthquakes.
      </p>
    </ContentSection>
    <ContentSection id="values" title="What we stand for">
      <FactGrid facts={VALUES} />
    </ContentSection>
    <ContentSection id="how-it-works" title="How a project happens">
      <ul>
        <li>A table or circle identifies a need with the school or community and applies for a grant.</li>
        <li>The area chairman recommends it; the foundation&apos;s project committee and trustees approve it.</li>
        <li>Money is released in stages against progress, and the table reports with photos when the work is done.</li>
        <li>
          Finished projects appear in the <PageLink href="/projectgallery">project gallery</PageLink>, year by year.
        </li>
      </ul>
    </ContentSection>
    <ContentSection id="governance" title="Trustees and governance">
      <p>
        The foundation is a registered public charitable trust. Its trustees are elected from among past national office bearers
        and serve without pay; its accounts are audited every year. Donations from India qualify for tax benefits under section
        80G of the Income-tax Act, and the foundation is registered under the Foreign Contribution (Regulation) Act to receive{" "}
        <PageLink href="/fcradonations">donations from abroad</PageLink>.
      </p>
    </ContentSection>
    <ContentSection id="get-involved" title="Get involved">
      <p>
        Give to a project, <PageLink href="/becomealmf">become a life member friend</PageLink>, partner with us through{" "}
        <PageLink href="/csr">CSR</PageLink>, or read the latest from our tables in the{" "}
        <PageLink href="/blog/blogs">News Section</PageLink>.
      </p>
    </ContentSection>
  </PageContainer>
);

export default AboutUsPage;
