import Link from "next/link";
import { MainContent } from "@/components/layout/main-content";
import { ButtonLink } from "@/components/ui/button";
import { Icon, type TIconName } from "@/components/ui/icons";
import { LandingNav } from "./landing-nav";

type TSection = { title: string; description: string; link: string; icon: TIconName };

const SECTIONS: TSection[] = [
  {
    title: "Project Grants",
    description: "How tables and circles apply, and what the foundation funds.",
    link: "/projectgrants",
    icon: "folder",
  },
  {
    title: "Project Gallery",
    description: "Classrooms, health camps and more, year by year.",
    link: "/projectgallery",
    icon: "photo",
  },
  { title: "News Section", description: "News and events from across the federation.", link: "/blog/blogs", icon: "chat" },
  {
    title: "FCRA Donations",
    description: "Give from abroad to the foundation's projects.",
    link: "/fcradonations",
    icon: "heart",
  },
  { title: "CSR", description: "Partner with us on Corporate Social Responsibility.", link: "/csr", icon: "users" },
  { title: "Recognitions", description: "Donors, tables and members we thank.", link: "/recognition", icon: "badge" },
];

/** The landing page (/ and /landing). Issue 4 replaces the banner with the three-slide carousel. */
export const LandingView = () => (
  <>
    <LandingNav />
    <MainContent>
      <section
        aria-labelledby="landing-title"
        className="relative flex min-h-[480px] items-end bg-brand-900 bg-[url('/images/hero-background.svg')] bg-cover bg-center pt-44 pb-16 md:min-h-[540px] md:items-center md:pb-20"
      >
        <div className="mx-auto w-full max-w-7xl px-4 sm:px-6">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-widest text-amber-300 uppercase">
              The federation&apos;s charitable foundation
            </p>
            <h1 id="landing-title" className="mt-3 text-4xl font-bold tracking-tight text-white md:text-5xl">
              Service that changes lives, one table at a time
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-blue-100">
              Local tables and circles across the country build classrooms, run health camps and bring relief when disaster
              strikes. The foundation funds, guides and celebrates their work.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink href="/dashboard/aboutus" variant="accent" size="lg">
                Read Our Story
              </ButtonLink>
              <ButtonLink href="/projectgrants" variant="secondary" size="lg">
                Project Grants
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="explore-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="explore-title" className="text-2xl font-semibold tracking-tight text-slate-900">
          Explore the foundation
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {SECTIONS.map((section) => (
            <li key={section.link}>
              <Link
                href={section.link}
                className="group flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 motion-reduce:transition-none"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon name={section.icon} className="size-6" />
                </span>
                <span>
                  <span className="flex items-center gap-1 font-semibold text-slate-900">
                    {section.title}
                    <Icon
                      name="arrow-right"
                      className="size-4 text-brand-700 transition group-hover:translate-x-0.5 motion-reduce:transition-none"
                    />
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">{section.description}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section id="news-and-events" aria-labelledby="news-title" className="bg-slate-50">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-16 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="news-title" className="text-2xl font-semibold tracking-tight text-slate-900">
              News and events
            </h2>
            <p className="mt-3 text-slate-600">
              Project openings, fellowship meets and speeches from the federation&apos;s events, in videos and articles.
            </p>
          </div>
          <ButtonLink href="/blog/blogs" variant="primary" size="lg" className="self-start md:self-auto">
            Read More
          </ButtonLink>
        </div>
      </section>
    </MainContent>
  </>
);
