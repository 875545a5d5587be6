"use client";

// The steps after the national review, for one application of the review queue: the stages that
// wait for approval, the trust's circulation, grant approval and sanction letter, the payments, and
// the completion with its checks. Each panel shows only what the caller's roles may do in the
// application's current state; after any step the queue reloads.
import { useCallback, useState } from "react";
import { isRecord, requestJson } from "@/components/shared/request-json";
import { Modal } from "@/components/ui/modal";
import { statesFrom } from "@/lib/projects/application-states";
import { CompletionPanel } from "./completion-panel";
import { PaymentsPanel } from "./payments-panel";
import type { TApplicationView } from "./project-types";
import { StageApprovalPanel } from "./stage-approval-panel";
import { TrustPanel } from "./trust-panel";

/** States from which the grant steps have something to show. */
export const GRANT_STEP_STATES: string[] = statesFrom("NATIONAL_RECOMMENDED");

const PAYMENT_STATES: string[] = statesFrom("SANCTIONED");
export const COMPLETION_STATES: string[] = statesFrom("COMPLETION_SUBMITTED");

type TProps = {
  application: TApplicationView | null;
  roles: readonly string[];
  onClose: () => void;
  onChanged: () => void;
};

/**
 * The dialog reads the application again after every step, so its panels see the state it is in
 * now. Mount it with a key per application (the queue does), so a new one starts from its own row.
 */
export const GrantStepsDialog = ({ application: opened, roles, onClose, onChanged }: TProps) => {
  const [application, setApplication] = useState<TApplicationView | null>(opened);
  const changed = useCallback(async () => {
    onChanged();
    if (!opened) return;
    const reply = await requestJson(`/api/projects/gettableprojectapplication/${opened.id}`);
    if (reply.ok && isRecord(reply.data) && isRecord(reply.data.tableProjectApplication))
      setApplication(reply.data.tableProjectApplication as TApplicationView);
  }, [opened, onChanged]);
  const refresh = () => void changed();
  return (
    <Modal
      open={opened !== null}
      onClose={onClose}
      size="lg"
      title={application ? `Grant steps of ${application.applicationNo}` : "Grant steps"}
      description={application ? `${application.title}: ${application.stateLabel}.` : undefined}
    >
      {application && (
        <div className="space-y-8" key={application.state}>
          <StageApprovalPanel application={application} roles={roles} onChanged={refresh} />
          <TrustPanel application={application} roles={roles} onChanged={refresh} />
          {PAYMENT_STATES.includes(application.state) && (
            <PaymentsPanel application={application} roles={roles} onChanged={refresh} />
          )}
          {COMPLETION_STATES.includes(application.state) && (
            <CompletionPanel application={application} roles={roles} onChanged={refresh} />
          )}
        </div>
      )}
    </Modal>
  );
};
