"use client";

// projects/manageprojectapplications: the national review queue. Every application the member
// sees, by state (with counts) and by words of its number or title, 20 a page; each row says on
// whom it waits and for how long, and how long the national review has taken so far (time a query
// waited on the table not counted). The national team raises queries from here and closes them
// in the open queries below, and decide (return for edits, hold, release, reject, close, withdraw).
// From the national recommendation on, "Grant steps" opens the trust's, payment and completion steps.
import { formatDistanceToNowStrict } from "date-fns";
import { useState } from "react";
import { formatCount } from "@/lib/format-count";
import { useLoad } from "@/components/shared/use-load";
import { Button } from "@/components/ui/button";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { Modal } from "@/components/ui/modal";
import { Select } from "@/components/ui/select";
import type { TRole } from "@/lib/auth/roles";
import { APPLICATIONS_PAGE_SIZE as PAGE_SIZE, ApplicationSearch, ApplicationsTable, UnitCell } from "./application-list";
import { ApplicationNumberCell } from "./application-number-cell";
import { ApprovalDialog } from "./approval-dialog";
import { actionStartsFrom, APPLICATION_STATES, STATE_LABELS, type TApplicationState } from "@/lib/projects/application-states";
import { choicesFor, DecisionDialog } from "./decision-dialog";
import { GRANT_STEP_STATES, GrantStepsDialog } from "./grant-steps-dialog";
import type { TApplicationView } from "./project-types";
import { fetchReviewQueue, raiseQuery, type TReviewPage } from "./queries-api";
import { QueriesScreen } from "./queries-screen";
import { TextWithFilesForm } from "./query-parts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** States in which the national team may ask the table something. */
const QUERYABLE = ["AREA_RECOMMENDED", "UNDER_REVIEW", "QUERY_RAISED"];

const reviewTime = (ms: number) =>
  ms <= 0 ? "—" : ms < DAY_MS ? `${Math.max(1, Math.round(ms / 3_600_000))} h` : `${(ms / DAY_MS).toFixed(1)} days`;

const printHref = (application: TApplicationView) =>
  application.stages[0] ? `/projects/tableprojectapplication/${application.id}/${application.stages[0].id}/pdf` : null;

export const ReviewQueueScreen = ({ canReview, roles }: { canReview: boolean; roles: readonly TRole[] }) => {
  const [filters, setFilters] = useState({ state: "", q: "", page: 0 });
  const [asking, setAsking] = useState<TApplicationView | null>(null);
  const [deciding, setDeciding] = useState<TApplicationView | null>(null);
  const [approving, setApproving] = useState<TApplicationView | null>(null);
  const [stepping, setStepping] = useState<TApplicationView | null>(null);
  const [notice, setNotice] = useState<TFormStatus>(null);
  // A change made from here counts a version: the page loads again and the open queries are made anew.
  const [version, setVersion] = useState(0);
  // The rows stay on screen while the next page or filter loads, and beside a failure.
  const { loading, value, error, retry } = useLoad<TReviewPage>(
    `review-${JSON.stringify(filters)}-${version}`,
    (signal) =>
      fetchReviewQueue(
        {
          startrecord: filters.page * PAGE_SIZE,
          takerecord: PAGE_SIZE,
          state: filters.state || undefined,
          q: filters.q || undefined,
        },
        signal,
      ),
    { keepStale: true },
  );
  // A page past the last (its last application decided away from the state shown, say): step back
  // to the last, as loading meanwhile. Set while rendering, as the age-proof list does.
  const lastPage = value ? Math.max(0, Math.ceil(value.total / PAGE_SIZE) - 1) : 0;
  const pastLast = value !== null && filters.page > lastPage;
  if (pastLast && !loading && !error) setFilters({ ...filters, page: lastPage });
  const data = pastLast ? null : value;

  // An approval or a decision refused because the application changed meanwhile (409): the dialog
  // has closed; say what happened here and load the list again, so the row shows it as it is now.
  const changedMeanwhile = (application: TApplicationView, message: string) => {
    setNotice({
      tone: "error",
      text: `${application.applicationNo} changed meanwhile: ${message} The list shows it as it is now.`,
    });
    setVersion((value) => value + 1);
  };

  const counts = data?.counts ?? {};
  const all = Object.values(counts).reduce((sum, value) => sum + value, 0);
  const stateOptions = [
    { value: "", label: `All states (${formatCount(all)})` },
    ...APPLICATION_STATES.map((value) => ({ value, label: `${STATE_LABELS[value]} (${formatCount(counts[value] ?? 0)})` })),
  ];

  return (
    <div className="space-y-6">
      <ApplicationSearch onSearch={(q) => setFilters({ ...filters, q, page: 0 })}>
        <Select
          label="State"
          className="min-w-64"
          options={stateOptions}
          value={filters.state}
          onChange={(event) => setFilters({ ...filters, state: event.target.value, page: 0 })}
        />
      </ApplicationSearch>
      <FormStatus status={notice} />
      <ApplicationsTable
        value={data}
        loading={loading}
        error={error}
        retry={retry}
        emptyDescription="No application matches this state and search."
        caption="Applications in the review queue"
        headings={["Number", "Title", "Table / circle", "Area", "State", "Waiting on", "Review time", ""]}
        cells={(application) => (
          <>
            <ApplicationNumberCell applicationNo={application.applicationNo} href={printHref(application)} roles={roles} />
            <td className="px-3 py-2">{application.title}</td>
            <UnitCell application={application} />
            <td className="px-3 py-2">{application.areaNo}</td>
            <td className="px-3 py-2">{application.stateLabel}</td>
            <td className="px-3 py-2">
              {application.waitingOn
                ? `${application.waitingOn}, ${formatDistanceToNowStrict(new Date(application.stateChangedAt))}`
                : "—"}
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{reviewTime(application.reviewMs)}</td>
            <td className="px-3 py-2 text-right">
              <div className="flex justify-end gap-2">
                {canReview && QUERYABLE.includes(application.state) && (
                  <Button variant="secondary" size="sm" onClick={() => setAsking(application)}>
                    Raise query<span className="sr-only"> on {application.applicationNo}</span>
                  </Button>
                )}
                {canReview && actionStartsFrom("recommendToTrust", application.state as TApplicationState) && (
                  <Button size="sm" onClick={() => setApproving(application)}>
                    Approve<span className="sr-only"> {application.applicationNo}</span>
                  </Button>
                )}
                {GRANT_STEP_STATES.includes(application.state) && (
                  <Button size="sm" onClick={() => setStepping(application)}>
                    Grant steps<span className="sr-only"> of {application.applicationNo}</span>
                  </Button>
                )}
                {canReview && choicesFor(application, roles).length > 0 && (
                  <Button variant="secondary" size="sm" onClick={() => setDeciding(application)}>
                    Decide<span className="sr-only"> on {application.applicationNo}</span>
                  </Button>
                )}
              </div>
            </td>
          </>
        )}
        page={filters.page}
        onPage={(page) => setFilters({ ...filters, page })}
      />
      <section aria-labelledby="open-queries" className="space-y-3">
        <h2 id="open-queries" className="text-lg font-semibold text-slate-900">
          Open queries
        </h2>
        <QueriesScreen key={version} canReply={false} canClose={canReview} />
      </section>
      <ApprovalDialog
        application={approving}
        onClose={() => {
          // A confirmation takes an application the area recommended up for review: its row changes.
          if (approving?.state === "AREA_RECOMMENDED") setVersion((value) => value + 1);
          setApproving(null);
        }}
        onDone={(application) => {
          setNotice({ tone: "success", text: `${application.applicationNo} is recommended to the trust.` });
          setVersion((value) => value + 1);
        }}
        onConflict={changedMeanwhile}
      />
      <GrantStepsDialog
        key={stepping?.id ?? "closed"}
        application={stepping}
        roles={roles}
        onClose={() => setStepping(null)}
        onChanged={() => setVersion((value) => value + 1)}
      />
      <DecisionDialog
        application={deciding}
        roles={roles}
        onClose={() => setDeciding(null)}
        onDecided={(application) => {
          setNotice({ tone: "success", text: `${application.applicationNo} is now: ${application.stateLabel}.` });
          setVersion((value) => value + 1);
        }}
        onConflict={changedMeanwhile}
      />
      <Modal
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? `Query on ${asking.applicationNo}` : "Query"}
        description="The table is mailed your question; the review waits for its reply."
      >
        {asking && (
          <TextWithFilesForm
            label="Query"
            submitLabel="Send query"
            send={(text, files) => raiseQuery(asking.id, text, files)}
            onSent={(query) => {
              setAsking(null);
              setNotice({ tone: "success", text: `Your query on ${query.applicationNo} has been sent to the table.` });
              setVersion((value) => value + 1);
            }}
          />
        )}
      </Modal>
    </div>
  );
};
