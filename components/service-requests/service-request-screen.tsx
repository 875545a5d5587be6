"use client";

// The helpdesk screen (SPEC.md section 2): tabs of requests on the left, the selected request's
// thread (or the new-request form) on the right; stacked on narrow screens.
import { useRef, useState } from "react";
import { MessageDialog } from "@/components/ui/message-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { EmptyState } from "@/components/ui/empty-state";
import { NewRequestForm } from "./new-request-form";
import { toSummaryOf } from "./parse-service-request";
import { RequestTabs } from "./request-tabs";
import { RequestThread } from "./request-thread";
import { RequestToolbar } from "./request-toolbar";
import { STATUS_LABELS, type TServiceRequest, type TStatus, type TUploadLimits, type TView } from "./service-request-types";
import { useDebouncedValue } from "./use-debounced-value";
import { useHasAdminRequests } from "./use-has-admin-requests";
import { useServiceRequestList } from "./use-service-request-list";

/** onClose runs at once; focus once the dialog has gone and handed focus back (the Modal's afterClose). */
type TNotice = { title: string; message: string; onClose?: () => void; focus?: () => void };

type TServiceRequestScreenProps = { isAdmin: boolean; limits: TUploadLimits };

/** "auto": the first row of the shown tab (initially the first open request). */
type TSelection = number | null | "auto";

const isWide = () => window.matchMedia("(min-width: 1024px)").matches;

export const ServiceRequestScreen = ({ isAdmin, limits }: TServiceRequestScreenProps) => {
  const hasAdminRequests = useHasAdminRequests(!isAdmin);
  const [chosenView, setChosenView] = useState<TView | null>(null);
  const defaultView: TView | null = hasAdminRequests === null ? null : hasAdminRequests ? "admin" : "own";
  const view: TView | null = isAdmin ? "all" : (chosenView ?? defaultView);
  const [status, setStatus] = useState<TStatus>(1);
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 300);
  const list = useServiceRequestList(view, status, q);
  const [selection, setSelection] = useState<TSelection>("auto");
  const selectedId = selection === "auto" ? (list.items[0]?.serviceRequestId ?? null) : selection;
  // Kept after the dialog closes, so that its text does not change while it fades out.
  const [notice, setNotice] = useState<TNotice | null>(null);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [threadFocus, setThreadFocus] = useState(0);
  const [formFocus, setFormFocus] = useState(0);
  const listRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const canCreate = !isAdmin;

  const select = (id: number) => {
    setSelection(id);
    if (!isWide()) panelRef.current?.scrollIntoView({ block: "start" });
  };

  // The form shown again for an empty tab or view must not take focus (from the tabs): only New Request moves it.
  const changeView = (next: TView) => {
    setChosenView(next);
    setSelection("auto");
    setFormFocus(0);
  };

  const changeStatus = (next: TStatus) => {
    setStatus(next);
    setSelection("auto");
    setFormFocus(0);
  };

  const newRequest = () => {
    setChosenView("own");
    setSelection(null);
    setFormFocus((value) => value + 1);
    if (!isWide()) panelRef.current?.scrollIntoView({ block: "start" });
  };

  const created = (request: TServiceRequest) => {
    if (view === "own" && status === 1 && q === "") {
      list.putOnTop(toSummaryOf(request));
      list.shiftCount(null, 1);
    } else {
      setChosenView("own");
      setStatus(1);
      setSearch("");
    }
    setSelection(request.serviceRequestId);
    showNotice({
      title: "Requested Successfully.",
      message: `Your ticket number is ${request.serviceTicketNumber}.`,
      focus: () => setThreadFocus((value) => value + 1),
    });
  };

  const replied = (request: TServiceRequest) => {
    if (
      request.serviceRequestStatus === status &&
      list.items.some((item) => item.serviceRequestId === request.serviceRequestId)
    ) {
      list.putOnTop(toSummaryOf(request));
    }
    showNotice({ title: "Replied Successfully", message: "Your reply was added to the top of the thread." });
  };

  const statusChanged = (previous: TStatus, updated: TServiceRequest) => {
    // A row of the shown tab belongs to this view and search: its move shows in the badges at once.
    // A request opened through a duplicate link may belong to neither (another member's, in My
    // Requests): the server's counts decide, read again after every change.
    if (list.items.some((item) => item.serviceRequestId === updated.serviceRequestId))
      list.shiftCount(previous, updated.serviceRequestStatus);
    list.remove(updated.serviceRequestId);
    void list.refreshCounts();
    showNotice({
      title: "Request Assign As Selected Status",
      message: `${updated.serviceTicketNumber} is now ${STATUS_LABELS[updated.serviceRequestStatus]}.`,
      onClose: () => setSelection(null),
      focus: () => listRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus(),
    });
  };

  // A status change was refused because the request changed meanwhile: it may have left this tab,
  // and the counts moved. The thread stays open while the list loads again.
  const outdated = (id: number) => {
    setSelection(id);
    list.retry();
  };

  const showNotice = (next: TNotice) => {
    setNotice(next);
    setNoticeOpen(true);
  };

  const closeNotice = () => {
    setNoticeOpen(false);
    notice?.onClose?.();
  };

  const panel = () => {
    if (view === null || (selection === "auto" && list.loading))
      return <Skeleton lines={4} label="Loading…" lineClassName="h-10" />;
    if (selectedId !== null) {
      return (
        <RequestThread
          key={selectedId}
          requestId={selectedId}
          canChangeStatus={view !== "own"}
          limits={limits}
          focusToken={threadFocus}
          onOpenRequest={select}
          onReplied={replied}
          onStatusChanged={statusChanged}
          onOutdated={outdated}
        />
      );
    }
    if (view === "own" && canCreate) return <NewRequestForm limits={limits} focusToken={formFocus} onCreated={created} />;
    return (
      <EmptyState icon="chat" title="No request selected." description="Choose a request from the list to see its thread." />
    );
  };

  return (
    <div className="space-y-6">
      <RequestToolbar
        view={view}
        showToggle={hasAdminRequests === true}
        onViewChange={changeView}
        search={search}
        onSearchChange={setSearch}
        canCreate={canCreate}
        onNewRequest={newRequest}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <section ref={listRef} aria-label="Requests" className="min-w-0">
          <RequestTabs
            status={status}
            onStatusChange={changeStatus}
            counts={list.counts}
            list={list}
            selectedId={selectedId}
            onSelect={select}
          />
        </section>
        <section ref={panelRef} aria-label="Request details" className="min-w-0 scroll-mt-4">
          {panel()}
        </section>
      </div>
      <MessageDialog
        open={noticeOpen}
        title={notice?.title ?? ""}
        message={notice?.message}
        onClose={closeNotice}
        afterClose={notice?.focus}
      />
    </div>
  );
};
