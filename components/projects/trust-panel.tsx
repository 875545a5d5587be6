"use client";

// The trust's steps on one application: for the trust office, circulating the national team's
// recommendation to the trustees or returning it; the trustees' votes (a trustee of the
// circulation approves or objects); the trust's decision (approve when the rule is met, approve as
// a special case, reject); then the grant approval with its instalments, its approval, and the
// sanction letter. Every irreversible step asks first.
import { istDay } from "@/lib/india-time";
import { statesFrom } from "@/lib/projects/application-states";
import { useRef, useState } from "react";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";
import { useLoad } from "@/components/shared/use-load";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { TextArea } from "@/components/ui/textarea";
import { success, type TResult } from "@/components/shared/post-form";
import type { TApplicationView } from "./project-types";
import {
  approveGrant,
  approveSpecialCase,
  castVote,
  circulate,
  decideByTrust,
  fetchCirculation,
  fetchGrantApproval,
  returnToNational,
  sendSanction,
  type TCirculationView,
  type TGrantApprovalView,
} from "./trust-api";
import { GrantApprovalForm } from "./trust-grant-form";

const TRUST_OFFICE = ["RTIF-Secretary", "Admin"];
/** Who reads a circulation (the route-role table's getcirculation). */
const CIRCULATION_READERS = ["RTIF-Secretary", "RTIF-Trustee", "Admin", "Admin-Pom", "NPC"];
const CIRCULATED_STATES: string[] = [...statesFrom("IN_CIRCULATION"), "REJECTED"];
const GRANT_STATES: string[] = statesFrom("TRUST_APPROVED");

const VOTE_TEXT = { APPROVE: "Approved", OBJECT: "Objected" } as const;
const OUTCOME_TEXT = {
  APPROVED: "Approved by the rule",
  SPECIAL_CASE: "Approved as a special case",
  REJECTED: "Rejected",
} as const;

type TPending = {
  title: string;
  message: string;
  confirmLabel: string;
  variant?: "primary" | "danger";
  /** Shown while it runs (the sanction letter takes a few seconds). */
  progress?: string;
  run: () => Promise<TResult<unknown>>;
};

type TProps = { application: TApplicationView; roles: readonly string[]; onChanged: () => void };
type TTrustView = { circulation: TCirculationView | null; grant: TGrantApprovalView | null };

/** The circulation and the grant approval, each only where the state (and, for the circulation, the role) has one. */
const loadTrust = async (
  application: TApplicationView,
  readsCirculation: boolean,
  signal?: AbortSignal,
): Promise<TResult<TTrustView>> => {
  const [circulated, granted] = await Promise.all([
    readsCirculation && CIRCULATED_STATES.includes(application.state) ? fetchCirculation(application.id, signal) : null,
    GRANT_STATES.includes(application.state) ? fetchGrantApproval(application.id, signal) : null,
  ]);
  if (circulated && !circulated.ok) return circulated;
  if (granted && !granted.ok) return granted;
  return success({ circulation: circulated?.value ?? null, grant: granted?.value ?? null });
};

const VotesTable = ({ circulation }: { circulation: TCirculationView }) => (
  <table className="w-full text-left text-sm">
    <caption className="sr-only">The trustees&rsquo; votes</caption>
    <thead>
      <tr className="border-b border-slate-300 text-slate-600">
        <th scope="col" className="py-1 pr-2 font-medium">
          Trustee
        </th>
        <th scope="col" className="py-1 pr-2 font-medium">
          Vote
        </th>
        <th scope="col" className="py-1 pr-2 font-medium">
          Remark
        </th>
        <th scope="col" className="py-1 font-medium">
          On
        </th>
      </tr>
    </thead>
    <tbody>
      {circulation.trustees.map((row) => (
        <tr key={row.trusteeId} className="border-b border-slate-100">
          <td className="py-1 pr-2">{row.fullName}</td>
          <td className={row.vote === "OBJECT" ? "py-1 pr-2 font-medium text-red-700" : "py-1 pr-2"}>
            {row.vote ? VOTE_TEXT[row.vote] : "Not voted yet"}
          </td>
          <td className="py-1 pr-2 whitespace-pre-line">{row.remark || "—"}</td>
          <td className="py-1">{row.votedAt ? istDay(row.votedAt) : "—"}</td>
        </tr>
      ))}
    </tbody>
  </table>
);

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
  const ask = (next: TPending, needsReason = false) => {
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

      {circulation && (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">
            Circulated by {circulation.startedBy} on {istDay(circulation.startedAt)} · rule:{" "}
            {circulation.rule === "ALL" ? "every trustee approves" : "more than half approve"}, no objection
            {circulation.outcome && ` · ${OUTCOME_TEXT[circulation.outcome]}`}
          </p>
          <VotesTable circulation={circulation} />
          {circulation.outcome === "SPECIAL_CASE" && (
            <p className="text-sm text-slate-700">Reason for the special case: {circulation.specialReason}</p>
          )}
          {open && (
            <Alert tone={circulation.ruleStatus.status === "BLOCKED" ? "warning" : "info"}>
              {circulation.ruleStatus.message}
            </Alert>
          )}
        </div>
      )}

      {application.state === "IN_CIRCULATION" && open && (circulation.canVote || isOffice) && (
        <div className="space-y-3">
          {remarkBox(
            "Remark or reason",
            circulation.canVote ? "Required to object." : "Required to reject or to approve as a special case.",
          )}
          {circulation.canVote && (
            <div className="flex flex-wrap gap-3">
              <Button
                onClick={() =>
                  ask({
                    title: "Approve",
                    message: `Approve ${no}? Your vote cannot be changed afterwards.`,
                    confirmLabel: "Approve",
                    run: () => castVote(application.id, "APPROVE", remark),
                  })
                }
              >
                Approve
              </Button>
              <Button
                variant="danger"
                onClick={() =>
                  ask(
                    {
                      title: "Object",
                      message: `Object to ${no}? Your vote cannot be changed afterwards.`,
                      confirmLabel: "Object",
                      variant: "danger",
                      run: () => castVote(application.id, "OBJECT", remark),
                    },
                    true,
                  )
                }
              >
                Object
              </Button>
            </div>
          )}
          {isOffice && (
            <div className="flex flex-wrap gap-3">
              <Button
                disabled={circulation.ruleStatus.status !== "APPROVED"}
                onClick={() =>
                  ask({
                    title: "Approve (rule met)",
                    message: `Record the trust's approval of ${no}? The table is mailed.`,
                    confirmLabel: "Approve",
                    run: () => decideByTrust(application.id, true, remark),
                  })
                }
              >
                Approve (rule met)
              </Button>
              {isSecretary && (
                <Button
                  variant="secondary"
                  onClick={() =>
                    ask(
                      {
                        title: "Approve as special case",
                        message: `Approve ${no} whatever the votes, with your reason recorded?`,
                        confirmLabel: "Approve as special case",
                        run: () => approveSpecialCase(application.id, remark),
                      },
                      true,
                    )
                  }
                >
                  Approve as special case
                </Button>
              )}
              <Button
                variant="danger"
                onClick={() =>
                  ask(
                    {
                      title: "Reject",
                      message: `Reject ${no}? The table is mailed the reason. This cannot be undone.`,
                      confirmLabel: "Reject",
                      variant: "danger",
                      run: () => decideByTrust(application.id, false, remark),
                    },
                    true,
                  )
                }
              >
                Reject
              </Button>
            </div>
          )}
        </div>
      )}

      {GRANT_STATES.includes(application.state) && (
        <div className="space-y-3">
          <h4 className="text-sm font-semibold text-slate-900">Grant approval</h4>
          {trust === null ? (
            // Not before the grant approval is read: opened empty over a draft, the form would stay
            // empty, and its Save would write over a colleague's draft.
            !loadError && <Skeleton label="Loading the grant approval" lines={2} lineClassName="h-6" />
          ) : grant ? (
            <div className="space-y-1 text-sm text-slate-700">
              <p>
                Sanction <strong>{grant.sanctioned.text}</strong>
                {grant.donorName && ` · donor ${grant.donorName}`} · paid {grant.paid.text} · balance {grant.balance.text}
              </p>
              <ul className="list-inside list-disc">
                {grant.instalments.map((row) => (
                  <li key={row.position}>
                    {row.label}: {row.amount.text}
                    {row.dueOn && ` (due ${istDay(row.dueOn)})`}
                  </li>
                ))}
              </ul>
              {grant.conditions && <p className="whitespace-pre-line">Conditions: {grant.conditions}</p>}
              <p>
                {grant.approved
                  ? `Approved by ${grant.approvedBy ?? "the trust office"} on ${istDay(grant.approvedAt!)}`
                  : "Draft: not approved yet"}
              </p>
            </div>
          ) : (
            <p className="text-sm text-slate-700">No grant approval yet.</p>
          )}
          {trust !== null && application.state === "TRUST_APPROVED" && isOffice && !grant?.approved && (
            // Keyed on the draft: a draft saved since (here or by a colleague) fills it afresh.
            <GrantApprovalForm
              key={grant?.updatedAt ?? "new"}
              applicationId={application.id}
              grant={grant}
              onSaved={() => {
                setStatus({ tone: "success", text: "The grant approval is saved as a draft." });
                refresh();
              }}
            />
          )}
          {application.state === "TRUST_APPROVED" && isOffice && grant && (
            <div className="flex flex-wrap gap-3">
              {!grant.approved && (
                <Button
                  onClick={() =>
                    ask({
                      title: "Approve grant",
                      message: `Approve the grant of ${grant.sanctioned.text} for ${no}? It can no longer be changed afterwards.`,
                      confirmLabel: "Approve grant",
                      // The draft as shown: one replaced meanwhile is refused (409) and read again.
                      run: async () => {
                        const result = await approveGrant(application.id, grant.updatedAt);
                        if (!result.ok && result.status === 409) retry();
                        return result;
                      },
                    })
                  }
                >
                  Approve grant
                </Button>
              )}
              {grant.approved && (
                <Button
                  onClick={() =>
                    ask({
                      title: "Issue sanction letter",
                      message: `Make the sanction letter of ${no} as a PDF, sanction the grant and mail the letter to the table?`,
                      confirmLabel: "Issue the letter",
                      progress: "Making the PDF…",
                      run: () => sendSanction(application.id),
                    })
                  }
                >
                  Issue sanction letter
                </Button>
              )}
              <a className="self-center text-sm text-brand-800 underline" href={grant.printUrl} target="_blank" rel="noreferrer">
                Read the letter
              </a>
            </div>
          )}
          {grant?.letterUrl && (
            <p className="flex flex-wrap gap-4 text-sm">
              <a className="text-brand-800 underline" href={grant.letterUrl} target="_blank" rel="noreferrer">
                Sanction letter (PDF){grant.letterNo && `, ${grant.letterNo}`}
              </a>
              <a className="text-brand-800 underline" href={grant.printUrl} target="_blank" rel="noreferrer">
                The letter as a page
              </a>
            </p>
          )}
        </div>
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
