"use client";

// /queries: the open queries on the applications the member sees, oldest first, 10 a page. The
// table's office bearers reply (with files) to those waiting on them; the national team closes
// answered ones (an unanswered one only with a remark), once asked: a closed query cannot be reopened.
import { useRef, useState } from "react";
import { formatCount } from "@/lib/format-count";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";
import { useFocusAfter } from "@/components/shared/use-focus-after";
import { useLoad } from "@/components/shared/use-load";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { LoadError } from "@/components/ui/load-error";
import { PageButtons } from "@/components/ui/page-buttons";
import { Skeleton } from "@/components/ui/skeleton";
import { TextArea } from "@/components/ui/textarea";
import type { TQueryView } from "./project-types";
import { closeQuery, fetchOpenQueries, replyToQuery, type TQueryPage } from "./queries-api";
import { QueryCard, TextWithFilesForm } from "./query-parts";

const PAGE_SIZE = 10;

export const CloseQueryPart = ({ query, onClosed }: { query: TQueryView; onClosed: (query: TQueryView) => void }) => {
  const [remark, setRemark] = useState("");
  const [remarkError, setRemarkError] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<TFormStatus>(null);
  // Not a <form> (it sits in the query's card): a refusal focuses the remark it marks, else its message.
  const partRef = useRef<HTMLDivElement>(null);
  // Run once the confirmation has gone and handed focus back: the list is told (and moves focus to
  // its notice), or the refusal takes focus.
  const afterAsking = useRef<(() => void) | null>(null);
  const unanswered = query.state === "OPEN";
  const close = async () => {
    setBusy(true);
    setStatus(null);
    setRemarkError(undefined);
    const result = await closeQuery(query.id, remark.trim() || undefined);
    setBusy(false);
    setAsking(false);
    if (result.ok) {
      afterAsking.current = () => onClosed(result.value);
      return;
    }
    if (unanswered && result.fields.remark) setRemarkError(result.fields.remark);
    else setStatus({ tone: "error", text: result.message });
    afterAsking.current = () => partRef.current && focusFirstInvalid(partRef.current);
  };
  return (
    <div ref={partRef} className="space-y-2">
      {unanswered && (
        <TextArea
          label="Why close it unanswered"
          rows={2}
          maxLength={4000}
          value={remark}
          error={remarkError}
          onChange={(event) => setRemark(event.target.value)}
        />
      )}
      <FormStatus status={status} />
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
        Close query
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Close the query on ${query.applicationNo}?`}
        message={
          unanswered
            ? "The table has not answered it yet. Once closed, it cannot be answered or reopened."
            : "Once closed, it cannot be reopened: a new question needs a new query."
        }
        confirmLabel="Close query"
        busy={busy}
        onConfirm={() => void close()}
        onCancel={() => setAsking(false)}
        afterClose={() => {
          afterAsking.current?.();
          afterAsking.current = null;
        }}
      />
    </div>
  );
};

export const QueriesScreen = ({
  canReply,
  canClose,
  hideWhenEmpty = false,
  heading,
}: {
  canReply: boolean;
  canClose: boolean;
  /** Nothing at all (no empty state) when there are no open queries: a part of another page. */
  hideWhenEmpty?: boolean;
  /** A heading of its own (level 2), shown only when there is something under it. */
  heading?: string;
}) => {
  const [page, setPage] = useState(0);
  const [notice, setNotice] = useState<TFormStatus>(null);
  const {
    loading,
    value,
    error,
    retry: reload,
  } = useLoad<TQueryPage>(`queries-${page}`, (signal) => fetchOpenQueries(page * PAGE_SIZE, PAGE_SIZE, signal), {
    keepStale: true,
  });
  // A page past the last (its last query closed, say): step back to the last, as loading meanwhile.
  // Set while rendering, as the age-proof list does: the new key shows as loading at once.
  const lastPage = value ? Math.max(0, Math.ceil(value.total / PAGE_SIZE) - 1) : 0;
  const pastLast = value !== null && page > lastPage;
  if (pastLast && !loading && !error) setPage(lastPage);
  const data = pastLast ? null : value;

  // A query closed leaves the list, and a reply's form goes: focus (on Close query or Send reply)
  // goes to the notice once the list is loaded again, whichever list it is.
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusLater = useFocusAfter(data, noticeRef);
  const changed = (text: string) => {
    setNotice({ tone: "success", text });
    focusLater(["[data-form-message]"]);
    reload();
  };
  const noticeShown = (
    <div ref={noticeRef}>
      <FormStatus status={notice} />
    </div>
  );

  if (error) return <LoadError title="The queries could not be loaded." message={error} onRetry={reload} />;
  if (!data) return hideWhenEmpty ? null : <Skeleton label="Loading the queries" lines={4} />;
  if (data.total === 0 && hideWhenEmpty) return notice ? noticeShown : null;
  if (data.total === 0)
    return (
      <div className="space-y-4">
        {noticeShown}
        <EmptyState
          title="No open queries"
          description={
            canClose
              ? "No query waits on a table or on you. Raise one from an application in the queue."
              : "Queries of the national team on your applications appear here."
          }
        />
      </div>
    );
  const pages = Math.ceil(data.total / PAGE_SIZE);
  return (
    <section aria-label={heading ?? "Open queries"} className="space-y-4">
      {heading && <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>}
      {noticeShown}
      <p className="text-sm text-slate-700">
        {formatCount(data.total)} open {data.total === 1 ? "query" : "queries"}; the oldest waiting first.
      </p>
      {data.projectQueries.map((query) => (
        <QueryCard key={query.id} query={query}>
          {canReply && query.state === "OPEN" && (
            <TextWithFilesForm
              label="Reply"
              submitLabel="Send reply"
              send={(text, files) => replyToQuery(query.id, text, files)}
              onSent={(sent) => changed(`Your reply on ${sent.applicationNo} has been sent to the national team.`)}
            />
          )}
          {canClose && (
            <CloseQueryPart query={query} onClosed={(closed) => changed(`The query on ${closed.applicationNo} is closed.`)} />
          )}
        </QueryCard>
      ))}
      <PageButtons label="Pages of queries" page={page} pages={pages} onPage={setPage} />
    </section>
  );
};
