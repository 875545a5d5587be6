"use client";

// The national team's decisions on one application of the review queue: the steps its state
// allows, each with the reason the table is told (required where the step needs one).
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { Modal } from "@/components/ui/modal";
import { RadioGroup } from "@/components/ui/radio-group";
import { TextArea } from "@/components/ui/textarea";
import type { TApplicationView } from "./project-types";
import { decide, type TDecisionChoice } from "./queries-api";

const CHOICES: { value: TDecisionChoice; label: string; from: string[] }[] = [
  { value: "allowEdit", label: "Return to the table for edits", from: ["AREA_RECOMMENDED", "UNDER_REVIEW"] },
  { value: "hold", label: "Hold for the admin", from: ["UNDER_REVIEW"] },
  { value: "release", label: "Release from hold (admin)", from: ["ON_HOLD"] },
  {
    value: "reject",
    label: "Reject",
    from: ["SUBMITTED", "AREA_RECOMMENDED", "UNDER_REVIEW", "QUERY_RAISED", "ON_HOLD", "EDIT_ALLOWED"],
  },
  { value: "close", label: "Close", from: [] },
  { value: "withdraw", label: "Withdraw", from: [] },
];

const FINAL = ["COMPLETED", "REJECTED", "CLOSED", "WITHDRAWN"];

/** The decisions the application's state allows (close and withdraw: any state not final). */
export const choicesFor = (state: string) =>
  CHOICES.filter((choice) => (choice.from.length === 0 ? !FINAL.includes(state) : choice.from.includes(state)));

export const DecisionDialog = ({
  application,
  onClose,
  onDecided,
}: {
  application: TApplicationView | null;
  onClose: () => void;
  onDecided: (application: TApplicationView) => void;
}) => {
  const [choice, setChoice] = useState<TDecisionChoice | "">("");
  const [remark, setRemark] = useState("");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<TFormStatus>(null);
  const choices = application ? choicesFor(application.state) : [];

  const close = () => {
    setChoice("");
    setRemark("");
    setStatus(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!application || !choice) {
      setStatus({ tone: "error", text: "Choose a decision." });
      return;
    }
    setBusy(true);
    setStatus(null);
    const result = await decide(application.id, choice, remark.trim());
    setBusy(false);
    if (!result.ok) {
      setStatus({ tone: "error", text: result.fields.remark ? `Reason: ${result.fields.remark}` : result.message });
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
          options={choices.map((item) => ({ value: item.value, label: item.label }))}
        />
        <TextArea
          label="Reason"
          hint="Required, except to release from hold."
          rows={3}
          maxLength={2000}
          value={remark}
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
