import type { Ref } from "react";
import { Alert } from "@/components/ui/alert";
import { personLabel } from "./format";
import { RelativeTime } from "./relative-time";
import type { TServiceRequest, TTicketRef } from "./service-request-types";
import { StatusBadge } from "./status-badge";

type TTicketLinkProps = { ticket: TTicketRef; onOpen: ((id: number) => void) | null };

/** A button that opens the ticket's thread, or its number as text when `onOpen` is null. */
const TicketLink = ({ ticket, onOpen }: TTicketLinkProps) =>
  onOpen ? (
    <button
      type="button"
      onClick={() => onOpen(ticket.serviceRequestId)}
      className="font-mono font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      {ticket.serviceTicketNumber}
    </button>
  ) : (
    <span className="font-mono font-semibold">{ticket.serviceTicketNumber}</span>
  );

type TThreadHeaderProps = {
  request: TServiceRequest;
  headingId: string;
  headingRef: Ref<HTMLHeadingElement>;
  /**
   * Whether the viewer may change the request's status (its category's admin, Admin), and so read
   * the linked requests of the same category. The requester gets only their ticket numbers (the
   * original may be another member's, which they may not read): text, not links that fail to load.
   */
  canChangeStatus: boolean;
  onOpenRequest: (id: number) => void;
};

/** Ticket, status, category, title, requester, and the links between a duplicate and its original. */
export const ThreadHeader = ({ request, headingId, headingRef, canChangeStatus, onOpenRequest }: TThreadHeaderProps) => {
  const openTicket = canChangeStatus ? onOpenRequest : null;
  return (
    <header className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-mono font-semibold tracking-wide text-brand-800">{request.serviceTicketNumber}</span>
        <StatusBadge status={request.serviceRequestStatus} />
        {request.category && <span className="text-slate-600">{request.category}</span>}
      </div>
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold break-words text-slate-900 focus:outline-none"
      >
        {request.serviceRequestTitle}
      </h2>
      <p className="text-sm text-slate-600">
        Requested by {request.requestedBy ? personLabel(request.requestedBy) : "a member"}
        {request.createdOn && (
          <>
            {" · "}
            <RelativeTime iso={request.createdOn} prefix="raised " />
          </>
        )}
      </p>
      {request.duplicateOf && (
        <Alert tone="warning">
          This request is a duplicate of <TicketLink ticket={request.duplicateOf} onOpen={openTicket} />.{" "}
          {/* The requester may not be able to open the original (another member's request). */}
          {openTicket ? "Please follow that request for updates." : "The helpdesk is handling the matter there."}
        </Alert>
      )}
      {request.duplicates.length > 0 && (
        <p className="text-sm text-slate-700">
          Duplicates of this request:{" "}
          {request.duplicates.map((ticket, index) => (
            <span key={ticket.serviceRequestId}>
              {index > 0 && ", "}
              <TicketLink ticket={ticket} onOpen={openTicket} />
            </span>
          ))}
        </p>
      )}
    </header>
  );
};
