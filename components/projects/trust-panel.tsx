"use client";

// The trust's steps on one application: for the trust office, circulating the national team's
// recommendation to the trustees or returning it; the trustees' votes (a trustee of the
// circulation approves or objects); the trust's decision (approve when the rule is met, approve as
// a special case, reject); then the grant approval with its instalments, its approval, and the
// sanction letter. Every irreversible step asks first.
import { useRef, useState } from "react";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";
import { useLoad } from "@/components/shared/use-load";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { LoadError } from "@/components/ui/load-error";
import { TextArea } from "@/components/ui/textarea";
import type { TApplicationView } from "./project-types";
import { circulate, returnToNational } from "./trust-api";
import { CirculationSummary } from "./trust-circulation";
import { TrustGrantSection } from "./trust-grant-section";
import { CIRCULATION_READERS, GRANT_STATES, loadTrust, TRUST_OFFICE, type TAsk, type TPending } from "./trust-load";
import { TrustVoteSteps } from "./trust-vote-steps";

type TProps = { application: TApplicationView; roles: readonly string[]; onChanged: () => void };

export const TrustPanel = ({ application, roles, onChanged }: TProps) => {
  const isOffice = roles.some((role) => TRUST_OFFICE.includes(role));
  const isSecretary = roles.includes("RTIF-Secretary");
  const readsCirculation = roles.some((role) => CIRCULATION_READERS.includes(role));
  // What was shown stays while a step's outcome loads, and beside a failure.
  const {
    value: trust,
    error: loadError,
    retry,
  } = useLoad(
    `trust-${application.id}-${application.state}-${readsCirculation}`,
    (signal) => loadTrust(application, readsCirculation, signal),
    { keepStale: true },
  );
  const circulation = trust?.circulation ?? null;
  const grant = trust?.grant ?? null;
  const [remark, setRemark] = useState("");
  // A missing or refused reason is said under the reason's field, which takes focus (after the
  // confirmation has gone, for the server's refusal).
  const [remarkError, setRemarkError] = useState<string | undefined>();
  const sectionRef = useRef<HTMLElement>(null);
  const focusRemark = useRef(false);
  const markRemark = () => {
    if (sectionRef.current) focusFirstInvalid(sectionRef.current);
  };
  const [pending, setPending] = useState<TPending | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<TFormStatus>(null);

  const refresh = () => {
    retry();
    onChanged();
  };

  /** Asks first; a step that needs a reason is refused here before anything is sent. */
  const ask: TAsk = (next, needsReason = false) => {
    setStatus(null);
    if (needsReason && remark.trim() === "") {
      setRemarkError("Write the reason first.");
      markRemark();
      return;
    }
    setRemarkError(undefined);
    setPending(next);
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    const result = await pending.run();
    setBusy(false);
    setPending(null);
    if (!result.ok) {
      if (result.fields.remark) {
        setRemarkError(result.fields.remark);
        focusRemark.current = true;
      } else setStatus({ tone: "error", text: result.message });
      return;
    }
    setRemark("");
    setStatus({ tone: "success", text: `${pending.title}: done.` });
    refresh();
  };

  const remarkBox = (label: string, hint: string) => (
    <TextArea
      label={label}
      hint={hint}
      rows={3}
      maxLength={2000}
      value={remark}
      error={remarkError}
      onChange={(event) => setRemark(event.target.value)}
    />
  );

  const no = application.applicationNo;
  const open = circulation && circulation.closedAt === null;

  return (
    <section ref={sectionRef} aria-labelledby="trust-heading" className="space-y-4">
      <h3 id="trust-heading" className="text-base font-semibold text-slate-900">
        The trust
      </h3>
      {loadError && <LoadError title="The trust's steps could not be loaded." message={loadError} onRetry={retry} />}

      {application.state === "NATIONAL_RECOMMENDED" && isOffice && (
        <div className="space-y-3">
          <p className="text-sm text-slate-700">The national team recommends this application to the trust.</p>
          {remarkBox("Note or reason", "A note to the trustees (optional), or the reason for returning it (required).")}
          <div className="flex flex-wrap gap-3">
            <Button
              onClick={() =>
                ask({
                  title: "Circulate to trustees",
                  message: `Send ${no} to every trustee in office for their approval? Each trustee is mailed.`,
                  confirmLabel: "Circulate",
                  run: () => circulate(application, remark),
                })
              }
            >
              Circulate to trustees
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                ask(
                  {
                    title: "Return to the national team",
                    message: `Return ${no} to the national review with your reason? The NPC and Admin-Pom are mailed.`,
                    confirmLabel: "Return",
                    run: () => returnToNational(application.id, remark),
                  },
                  true,
                )
              }
            >
              Return to the national team
            </Button>
          </div>
        </div>
      )}

      {circulation && <CirculationSummary circulation={circulation} />}

      {application.state === "IN_CIRCULATION" && open && (circulation.canVote || isOffice) && (
        <TrustVoteSteps {...{ application, circulation, isOffice, isSecretary, remark, remarkBox, ask }} />
      )}

      {GRANT_STATES.includes(application.state) && (
        <TrustGrantSection
          application={application}
          loaded={trust !== null}
          loadError={loadError}
          grant={grant}
          isOffice={isOffice}
          ask={ask}
          retry={retry}
          onSaved={() => {
            setStatus({ tone: "success", text: "The grant approval is saved as a draft." });
            refresh();
          }}
        />
      )}

      {busy && pending?.progress && (
        <p role="status" className="text-sm text-slate-700">
          {pending.progress}
        </p>
      )}
      <FormStatus status={status} />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.title ?? ""}
        message={busy && pending?.progress ? `${pending.message} ${pending.progress}` : (pending?.message ?? "")}
        confirmLabel={pending?.confirmLabel ?? "Confirm"}
        confirmVariant={pending?.variant ?? "primary"}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
        afterClose={() => {
          if (!focusRemark.current) return;
          focusRemark.current = false;
          markRemark();
        }}
      />
    </section>
  );
};
