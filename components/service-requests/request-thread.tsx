"use client";

import { useEffect, useId, useRef } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/ui/load-error";
import { ActionItem } from "./action-item";
import { ActionPanel } from "./action-panel";
import type { TServiceAction, TServiceRequest, TStatus, TUploadLimits } from "./service-request-types";
import { ThreadHeader } from "./thread-header";
import { useServiceRequest } from "./use-service-request";

type TRequestThreadProps = {
  requestId: number;
  /** Used when the reply does not say (permissions.canChangeStatus). */
  canChangeStatus: boolean;
  limits: TUploadLimits;
  /** Incremented by the screen when focus should move to the thread's heading (the one it just created). */
  focusToken: number;
  onOpenRequest: (id: number) => void;
  onReplied: (request: TServiceRequest) => void;
  onStatusChanged: (previous: TStatus, updated: TServiceRequest) => void;
  /** The request was changed by someone else since it was shown: the list may be out of date too. */
  onOutdated: (id: number) => void;
};

const CARD = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";

/** The thread view: the latest action on top (194px), earlier ones as a chat list, then the form. */
export const RequestThread = ({
  requestId,
  canChangeStatus,
  limits,
  focusToken,
  onOpenRequest,
  onReplied,
  onStatusChanged,
  onOutdated,
}: TRequestThreadProps) => {
  const { loading, request, error, retry, update } = useServiceRequest(requestId);
  const headingId = useId();
  const latestId = useId();
  const earlierId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // The token this thread was opened with is an earlier request's: only a new one moves focus, once.
  const handledToken = useRef(focusToken);
  useEffect(() => {
    if (focusToken === handledToken.current || !request) return;
    handledToken.current = focusToken;
    heading.current?.focus();
  }, [focusToken, request]);

  // After "Reload the request" (whose button goes with the old thread), focus goes to the thread as it is now.
  const focusWhenLoaded = useRef(false);
  useEffect(() => {
    if (!focusWhenLoaded.current || !request) return;
    focusWhenLoaded.current = false;
    heading.current?.focus();
  }, [request]);

  if (loading) return <Skeleton lines={4} label="Loading request…" className={CARD} lineClassName="h-10" />;
  if (error || !request) {
    return <LoadError title="The request could not be loaded." message={error} onRetry={retry} />;
  }

  const mayChangeStatus = request.canChangeStatus ?? canChangeStatus;
  const [latest, ...earlier] = request.serviceActions;
  const requesterId = request.requestedBy?.memberId ?? null;
  const isRequester = (action: TServiceAction) => requesterId !== null && action.updatedByDetails?.memberId === requesterId;

  const replied = (action: TServiceAction) => {
    const next = { ...request, updatedOn: action.updatedOn, serviceActions: [action, ...request.serviceActions] };
    update(() => next);
    onReplied(next);
  };

  const reload = () => {
    focusWhenLoaded.current = true;
    retry();
    onOutdated(request.serviceRequestId);
  };

  const statusChanged = (updated: TServiceRequest) => {
    update(() => ({ ...updated, canChangeStatus: request.canChangeStatus }));
    onStatusChanged(request.serviceRequestStatus, updated);
  };

  return (
    <article aria-labelledby={headingId} className={`${CARD} space-y-6`}>
      <ThreadHeader
        request={request}
        headingId={headingId}
        headingRef={heading}
        canChangeStatus={mayChangeStatus}
        onOpenRequest={onOpenRequest}
      />
      <section className="space-y-2">
        <h3 id={latestId} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          Latest update
        </h3>
        {/* Scrolls inside; focusable so that keyboard users can scroll it too. */}
        <div
          role="region"
          aria-labelledby={latestId}
          tabIndex={0}
          className="h-[194px] overflow-y-auto rounded-lg border border-brand-100 bg-brand-50/50 p-4 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {latest ? (
            <ActionItem action={latest} fromRequester={isRequester(latest)} />
          ) : (
            <p className="text-sm text-slate-600">No updates yet.</p>
          )}
        </div>
      </section>
      <section className="border-t border-slate-200 pt-5">
        <h3 className="sr-only">Respond</h3>
        <ActionPanel
          request={request}
          canChangeStatus={mayChangeStatus}
          limits={limits}
          onReplied={replied}
          onStatusChanged={statusChanged}
          onReload={reload}
        />
      </section>
      <section className="space-y-3 border-t border-slate-200 pt-5">
        <h3 id={earlierId} className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
          Earlier updates ({earlier.length})
        </h3>
        {earlier.length === 0 ? (
          <p className="text-sm text-slate-600">No earlier updates.</p>
        ) : (
          <ol aria-labelledby={earlierId} className="space-y-4">
            {earlier.map((action) => (
              <li key={action.serviceActionId}>
                <ActionItem action={action} bubble fromRequester={isRequester(action)} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
};
