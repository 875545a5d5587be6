"use client";

// The national team's decisions on one application of the review queue: the steps its state and
// the member's roles allow, each with the reason the table is told (required where the step needs one).
import { useState, type FormEvent } from "react";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";
import { Button } from "@/components/ui/button";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { Modal } from "@/components/ui/modal";
import { RadioGroup } from "@/components/ui/radio-group";
import { TextArea } from "@/components/ui/textarea";
import type { TApplicationView } from "./project-types";
import type { TRole } from "@/lib/auth/roles";
import {
  actionStartsFrom,
  TRANSITIONS,
  type TApplicationAction,
  type TApplicationState,
} from "@/lib/projects/application-states";
import { decide, type TDecisionChoice } from "./queries-api";

/** Each decision, by the step of the state table the national team takes with it. */
const CHOICES: { value: TDecisionChoice; label: string; action: TApplicationAction }[] = [
  { value: "allowEdit", label: "Return to the table for edits", action: "allowEdit" },
  { value: "hold", label: "Hold for the admin", action: "hold" },
  { value: "release", label: "Release from hold (admin)", action: "release" },
  { value: "reject", label: "Reject", action: "reject" },
  { value: "close", label: "Close", action: "close" },
  { value: "withdraw", label: "Withdraw", action: "withdrawByNational" },
];

/** Refused once the trust has paid anything on the application (lib/projects/decisions.ts). */
const UNPAID_ONLY: readonly TApplicationAction[] = ["close", "withdrawByNational"];

/**
 * The decisions the application's state, its payments and the member's roles allow
 * (lib/projects/application-states.ts); a hold of an application the area recommended takes it up
 * for review first.
 */
export const choicesFor = (application: Pick<TApplicationView, "state" | "paymentCount">, roles: readonly TRole[]) =>
  CHOICES.filter(
    (choice) =>
      actionStartsFrom(choice.action, application.state as TApplicationState) &&
      !(application.paymentCount > 0 && UNPAID_ONLY.includes(choice.action)) &&
      (TRANSITIONS[choice.action].roles as readonly TRole[]).some((role) => roles.includes(role)),
  );

export const DecisionDialog = ({
  application,
  roles,
  onClose,
  onDecided,
  onConflict,
}: {
  application: TApplicationView | null;
  roles: readonly TRole[];
  onClose: () => void;
  onDecided: (application: TApplicationView) => void;
  /** The application changed meanwhile (409), the dialog closed: what it no longer allows, for the list to say. */
  onConflict: (application: TApplicationView, message: string) => void;
}) => {
  const [choice, setChoice] = useState<TDecisionChoice | "">("");
  const [remark, setRemark] = useState("");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<TFormStatus>(null);
  // A missing choice or a refused reason is said under its field, which takes focus.
  const [errors, setErrors] = useState<{ choice?: string; remark?: string }>({});
  const choices = application ? choicesFor(application, roles) : [];

  const close = () => {
    setChoice("");
    setRemark("");
    setStatus(null);
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!application || !choice) {
      setErrors({ choice: "Choose a decision." });
      focusFirstInvalid(form);
      return;
    }
    setBusy(true);
    setStatus(null);
    setErrors({});
    const result = await decide(application.id, choice, remark.trim());
    setBusy(false);
    if (!result.ok && result.status === 409) {
      close();
      onConflict(application, result.message);
      return;
    }
    if (!result.ok) {
      if (!result.fields.remark) return setStatus({ tone: "error", text: result.message });
      setErrors({ remark: result.fields.remark });
      focusFirstInvalid(form);
      return;
    }
    close();
    onDecided(result.value);
  };

  return (
    <Modal
      open={application !== null}
      onClose={close}
      title={application ? `Decide on ${application.applicationNo}` : "Decide"}
      description="The table is mailed the decision and its reason."
    >
      <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
        <RadioGroup
          legend="Decision"
          name="decision"
          value={choice}
          onChange={(value) => setChoice(value as TDecisionChoice)}
          error={errors.choice}
          options={choices.map((item) => ({ value: item.value, label: item.label }))}
        />
        <TextArea
          label="Reason"
          hint="Required, except to release from hold."
          rows={3}
          maxLength={2000}
          value={remark}
          error={errors.remark}
          onChange={(event) => setRemark(event.target.value)}
        />
        <FormStatus status={status} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} variant={choice === "reject" ? "danger" : "primary"}>
            Record decision
          </Button>
        </div>
      </form>
    </Modal>
  );
};
