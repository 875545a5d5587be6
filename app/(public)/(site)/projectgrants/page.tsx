import { PageLink } from "@/components/public/page-link";
import { ContentSection, FactGrid } from "@/components/public/content-section";
import { PageContainer } from "@/components/layout/page-container";
import { pageMetadata } from "@/lib/seo/metadata";

export const revalidate = 86400;

export const metadata = pageMetadata({
  title: "Project Grants",
  description:
    "How tables and circles apply to the foundation for a project grant, what it funds, and how grants are approved, paid and reported.",
  path: "/projectgrants",
});

const FUNDED = [
  {
    title: "Classrooms and schools",
    text: "New classrooms, repairs, toilets, drinking water, furniture and libraries for government and low-fee schools.",
  },
  {
    title: "Health",
    text: "Medical and eye camps, equipment for primary health centres, and support for children with special needs.",
  },
  {
    title: "Relief and rebuilding",
    text: "Relief kits after a disaster, then the rebuilding of schools and homes once the water has gone.",
  },
] as const;

const STEPS = [
  {
    title: "1. Apply",
    text: "The table or circle chairman applies in the members' area with the need, the budget, quotes and the school's consent.",
  },
  {
    title: "2. Recommend",
    text: "The area chairman visits or checks the project and sends a recommendation to the project committee.",
  },
  {
    title: "3. Approve",
    text: "The project committee and the trustees review the application and approve the grant and its share of costs.",
  },
  {
    title: "4. Build and pay",
    text: "The grant is released in stages (an interim payment, then the final) against bills and progress photos.",
  },
  {
    title: "5. Report",
    text: "A completion report with photos closes the project; it then appears in the public project gallery.",
  },
] as const;

const ProjectGrantsPage = () => (
  <PageContainer
    title="Project Grants"
    description={<p>The foundation turns donations into grants for projects that tables and circles run in their own towns.</p>}
  >
    <ContentSection id="what-we-fund" title="What we fund">
      <FactGrid facts={FUNDED} />
    </ContentSection>
    <ContentSection id="who-can-apply" title="Who can apply">
      <p>
        Any active table or circle of the federation can apply. A table usually raises part of the cost itself through its own
        fund-raisers; the grant covers the rest. Schools and communities do not apply directly: they work with their local table
        or circle.
      </p>
    </ContentSection>
    <ContentSection id="how-it-works" title="From application to completion">
      <FactGrid facts={STEPS} />
    </ContentSection>
    <ContentSection id="apply" title="Apply for a grant">
      <p>
        Members apply, follow their applications and answer queries in the members&apos; area after they{" "}
        <PageLink href="/login">log in</PageLink>. New to the portal? <PageLink href="/signup">Sign up</PageLink> with your table
        or circle number; the secretariat approves new accounts. See what others have built in the{" "}
        <PageLink href="/projectgallery">project gallery</PageLink>.
      </p>
    </ContentSection>
  </PageContainer>
);

export default ProjectGrantsPage;
