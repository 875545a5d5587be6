// /reports (data analytics): a year's figures in charts, for all areas or one. Visitors reach it as
// /reports?year=202526&area=1, rewritten by next.config.mjs to /reports/202526/1 (/reports itself
// to /reports/latest/all), so every year and area is an ISR page: rendered on its first visit, then
// cached for 10 minutes. Aggregates only, no personal data: the same page for everyone.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { PageContainer } from "@/components/layout/page-container";
import { AnalyticsChart } from "@/components/reports/analytics-chart";
import { AnalyticsPicker } from "@/components/reports/analytics-picker";
import { DownloadPdfButton } from "@/components/shared/download-pdf-button";
import { EmptyState } from "@/components/ui/empty-state";
import { AppError } from "@/lib/http/errors";
import { pageMetadata } from "@/lib/seo/metadata";
import { buildAnalyticsCharts } from "@/lib/reports/analytics-charts";
import { defaultAnalyticsYear, getAnalytics, listAnalyticsAreas, listAnalyticsYears } from "@/lib/reports/analytics";
import { parseAnalyticsAddress } from "@/lib/reports/report-inputs";

export const revalidate = 600;

export const generateStaticParams = async (): Promise<{ year: string; area: string }[]> => [];

type TProps = { params: Promise<{ year: string; area: string }> };

/**
 * One read for the metadata and the page of the same request; null for an unknown area or a bad
 * address, a year outside 1950-51 to next year included (each address would be a cached page).
 */
const loadPage = cache(async (year: string, area: string) => {
  const parsed = parseAnalyticsAddress(year, area);
  if (!parsed) return null;
  const yearNo = parsed.yearNo ?? (await defaultAnalyticsYear());
  try {
    const [analytics, years, areas] = await Promise.all([
      getAnalytics({ year: yearNo, areaNo: parsed.areaNo }),
      listAnalyticsYears(),
      listAnalyticsAreas(),
    ]);
    return { analytics, years: years.includes(yearNo) ? years : [yearNo, ...years].sort((a, b) => b - a), areas };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  }
});

export const generateMetadata = async ({ params }: TProps): Promise<Metadata> => {
  const { year, area } = await params;
  const page = await loadPage(year, area);
  if (!page) return { title: "Reports" };
  const { analytics } = page;
  const query = `?year=${analytics.year}${analytics.area ? `&area=${analytics.area.areaNo}` : ""}`;
  return pageMetadata({
    title: `Reports ${analytics.yearString}${analytics.area ? `, ${analytics.area.name}` : ""}`,
    description: `Project grants, applications and membership of ${analytics.yearString} in figures and charts.`,
    path: year === "latest" && area === "all" ? "/reports" : `/reports${query}`,
  });
};

const Figure = ({ label, value }: { label: string; value: string }) => (
  <div className="rounded-lg border border-slate-200 bg-white px-4 py-3">
    <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
    <dd className="mt-1 text-xl font-semibold tabular-nums text-slate-900">{value}</dd>
  </div>
);

const COUNT = new Intl.NumberFormat("en-IN");

const ReportsPage = async ({ params }: TProps) => {
  const { year, area } = await params;
  const page = await loadPage(year, area);
  if (!page) notFound();
  const { analytics, years, areas } = page;
  const charts = buildAnalyticsCharts(analytics);
  const scope = analytics.area ? analytics.area.name : "All areas";
  const { totals } = analytics;
  return (
    <PageContainer
      title="Reports"
      width="wide"
      description={<p>Project grants, applications and membership in figures, by federation year (1 July to 30 June).</p>}
    >
      <div className="space-y-6">
        <AnalyticsPicker years={years} areas={areas} year={analytics.year} areaNo={analytics.area?.areaNo ?? null} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">
            Figures for <strong>{analytics.yearString}</strong>, {scope}, as of {analytics.generatedOn}.
          </p>
          {/* The whole page as a PDF, printed by the portal for a member (generatepdfforurl needs a session). */}
          <div data-slot="report-downloads" className="flex gap-3 print:hidden">
            <DownloadPdfButton
              fileName={`reports-${analytics.yearString}${analytics.area ? `-area-${analytics.area.areaNo}` : ""}.pdf`}
            />
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          <Figure label="Applications" value={COUNT.format(totals.applications)} />
          <Figure label="Sanctioned" value={totals.sanctioned.text} />
          <Figure label="Paid" value={totals.paid.text} />
          <Figure label="Projects" value={COUNT.format(totals.projects)} />
          <Figure label="Members" value={COUNT.format(totals.members)} />
        </dl>
        {totals.applications === 0 && totals.projects === 0 && (
          <EmptyState
            title={`No applications or projects recorded for ${analytics.yearString}${analytics.area ? ` in ${scope}` : ""}`}
            description="Choose another year above; the membership figures below are today's."
          />
        )}
        {charts.map((chart) => (
          <AnalyticsChart key={chart.id} chart={chart} />
        ))}
      </div>
    </PageContainer>
  );
};

export default ReportsPage;
