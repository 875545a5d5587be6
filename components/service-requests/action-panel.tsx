"use client";

import { useState } from "react";
import { Select } from "@/components/ui/select";
import { ReplyForm } from "./reply-form";
import {
  isStatus,
  STATUS_CHOICES,
  STATUS_LABELS,
  STATUS_OPEN,
  type TServiceAction,
  type TServiceRequest,
  type TStatus,
  type TUploadLimits,
} from "./service-request-types";
import { StatusForm } from "./status-form";

const CLOSED_NOTES: Record<Exclude<TStatus, 1>, string> = {
  0: "This request is closed. Replies are closed.",
  2: "This request is resolved. Replies are closed.",
  10: "This request is marked as a duplicate. Replies are closed.",
};

type TActionPanelProps = {
  request: TServiceRequest;
  /** Category admins and Admin: the status select and status mode. */
  canChangeStatus: boolean;
  limits: TUploadLimits;
  onReplied: (action: TServiceAction) => void;
  onStatusChanged: (updated: TServiceRequest) => void;
  /** Loads the request again (a status change refused because it changed meanwhile). */
  onReload: () => void;
};

/**
 * The thread's form. Reply mode by default (only while Open); choosing a status switches to status
 * mode (SPEC.md section 4), Cancel switches back.
 */
export const ActionPanel = ({ request, canChangeStatus, limits, onReplied, onStatusChanged, onReload }: TActionPanelProps) => {
  const [choice, setChoice] = useState<TStatus | null>(null);
  const current = request.serviceRequestStatus;

  return (
    <div className="space-y-4">
      {canChangeStatus && (
        <Select
          label="Status"
          value={choice === null ? "" : String(choice)}
          onChange={(event) => {
            const value = Number(event.target.value);
            setChoice(event.target.value !== "" && isStatus(value) ? value : null);
          }}
          options={[
            { value: "", label: "Select Status", disabled: true },
            ...STATUS_CHOICES.map((status) => ({
              value: String(status),
              label: STATUS_LABELS[status],
              disabled: status === current,
            })),
          ]}
          hint={choice === null && current === STATUS_OPEN ? "Choose a status to change it, or reply below." : undefined}
          className="max-w-xs"
        />
      )}
      {choice !== null ? (
        <StatusForm
          key={choice}
          request={request}
          status={choice}
          onCancel={() => setChoice(null)}
          onChanged={(updated) => {
            setChoice(null);
            onStatusChanged(updated);
          }}
          onReload={onReload}
        />
      ) : current === STATUS_OPEN ? (
        <ReplyForm key={request.serviceRequestId} requestId={request.serviceRequestId} limits={limits} onReplied={onReplied} />
      ) : (
        <p className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
          {CLOSED_NOTES[current]}
          {canChangeStatus && " Choose Open under Status to reopen it."}
        </p>
      )}
    </div>
  );
};
