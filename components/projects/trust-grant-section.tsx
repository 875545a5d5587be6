// The trust panel's grant approval: the grant as drafted or approved, the form of the draft for the
// trust office, then Approve grant and Issue sanction letter, and the letter once issued.
import { istDay } from "@/lib/india-time";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { TApplicationView } from "./project-types";
import { approveGrant, sendSanction, type TGrantApprovalView } from "./trust-api";
import { GrantApprovalForm } from "./trust-grant-form";
import type { TAsk } from "./trust-load";

type TProps = {
  application: TApplicationView;
  /** False until the trust's view is first loaded. */
  loaded: boolean;
  loadError: string | null;
  grant: TGrantApprovalView | null;
  isOffice: boolean;
  ask: TAsk;
  /** Loads the grant approval again (a draft replaced meanwhile). */
  retry: () => void;
  onSaved: () => void;
};

export const TrustGrantSection = ({ application, loaded, loadError, grant, isOffice, ask, retry, onSaved }: TProps) => {
  const no = application.applicationNo;
  return (
    <div className="space-y-3">
      <h4 className="text-sm font-semibold text-slate-900">Grant approval</h4>
      {!loaded ? (
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
      {loaded && application.state === "TRUST_APPROVED" && isOffice && !grant?.approved && (
        // Keyed on the draft: a draft saved since (here or by a colleague) fills it afresh.
        <GrantApprovalForm key={grant?.updatedAt ?? "new"} applicationId={application.id} grant={grant} onSaved={onSaved} />
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
  );
};
