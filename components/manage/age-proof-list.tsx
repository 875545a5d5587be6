"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { istDay } from "@/lib/india-time";
import { unitLabel } from "@/lib/tables/unit-label";
import { useLoad } from "@/components/shared/use-load";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { LoadError } from "@/components/ui/load-error";
import { PageButtons } from "@/components/ui/page-buttons";
import { Skeleton } from "@/components/ui/skeleton";
import { TableScroll } from "@/components/ui/table-scroll";
import { acceptAgeProof, fetchAgeProofs, rejectAgeProof, type TAdminMember, type TMemberPage } from "./member-admin-api";
import { ReasonDialog, reasonPrompt } from "./reason-dialog";

const PAGE_SIZE = 10;

const nameOf = (member: TAdminMember) => [member.title, member.fullName].filter(Boolean).join(" ");

// deleteageproof mails the reason only to a member with an e-mail address (it is logged either way).
export const rejectQuestion = (member: TAdminMember) =>
  `The document of ${nameOf(member)} will be deleted${member.officeEmail ? ", and they will be mailed the reason" : ""}.`;

export const rejectedText = (member: TAdminMember) =>
  `${nameOf(member)}'s age proof was deleted${member.officeEmail ? " and they have been told why by mail" : ""}.`;

/** Age proofs waiting for the secretariat: open the document, accept it, or reject it with a reason. */
export const AgeProofList = () => {
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<TFormStatus>(null);
  const [accepting, setAccepting] = useState<TAdminMember | null>(null);
  const [rejecting, setRejecting] = useState<TAdminMember | null>(null);
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const { loading, value, error, retry } = useLoad<TMemberPage>(
    `age-proofs-${page}`,
    (signal) => fetchAgeProofs(page + 1, PAGE_SIZE, signal),
    {
      keepStale: true,
    },
  );

  // The last page may have emptied after a decision: step back, showing it as loading meanwhile.
  // Set while rendering (React's way for state that follows other state): the new page's key
  // shows as loading at once, so this runs once per empty page.
  const emptied = page > 0 && value?.members.length === 0;
  if (emptied && !loading && !error) setPage(page - 1);
  const data = emptied ? null : value;

  // After a decision: the list, and the page's counts of what waits (rendered by the server).
  const reload = () => {
    retry();
    router.refresh();
  };

  const accept = async () => {
    if (!accepting) return;
    setBusy(true);
    const result = await acceptAgeProof(accepting);
    setBusy(false);
    setAccepting(null);
    setStatus(
      result.ok
        ? { tone: "success", text: `${nameOf(accepting)}'s age proof is verified.` }
        : { tone: "error", text: result.message },
    );
    reload();
  };

  const reject = async (reason: string) => {
    if (!rejecting) return null;
    const result = await rejectAgeProof(rejecting, reason);
    // 409: the document is no longer the one shown (decided meanwhile, or replaced): list again.
    if (!result.ok && result.status !== 409) return result.message;
    setRejecting(null);
    reload();
    if (!result.ok) {
      setStatus({ tone: "error", text: result.message });
      return null;
    }
    setStatus({ tone: "success", text: rejectedText(rejecting) });
    return null;
  };

  if (!data && !error) return <Skeleton label="Loading age proofs…" lines={3} />;

  return (
    <div className="space-y-4">
      <FormStatus status={status} />
      {error ? (
        <LoadError title="The age proofs could not be loaded." message={error} onRetry={retry} />
      ) : data && data.members.length === 0 ? (
        <EmptyState icon="check-circle" title="No age proofs are waiting for verification." />
      ) : (
        data && (
          <TableScroll
            label="Age proofs waiting for verification"
            className="rounded-xl border border-slate-200 bg-white shadow-sm"
          >
            <table className="min-w-full text-left text-sm">
              <caption className="sr-only">Age proofs waiting for verification ({data.total})</caption>
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3">
                    Member
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Table/Circle No.
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Member since
                  </th>
                  <th scope="col" className="px-4 py-3">
                    Age proof
                  </th>
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">Decision</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {data.members.map((member) => (
                  <tr key={member.memberId}>
                    <td className="px-4 py-3">
                      <span className="font-medium text-slate-900">{nameOf(member)}</span>
                      <span className="block text-slate-500">{member.userName}</span>
                    </td>
                    <td className="px-4 py-3">{unitLabel(member) ?? "NA"}</td>
                    <td className="px-4 py-3">{istDay(member.createdAt)}</td>
                    <td className="px-4 py-3">
                      <a
                        href={`/api/storage/ageproofs/${encodeURIComponent(member.ageProofFileName ?? "")}`}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-brand-700 underline"
                      >
                        Open document<span className="sr-only"> of {nameOf(member)} (opens in a new tab)</span>
                      </a>
                    </td>
                    <td className="px-4 py-3">
                      <div className="flex justify-end gap-2">
                        <Button
                          size="sm"
                          onClick={() => setAccepting(member)}
                          aria-label={`Accept the age proof of ${nameOf(member)}`}
                        >
                          Accept
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          onClick={() => setRejecting(member)}
                          aria-label={`Reject the age proof of ${nameOf(member)}`}
                        >
                          Reject
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )
      )}
      {data && <PageButtons label="Pages of age proofs" page={page} pages={Math.ceil(data.total / PAGE_SIZE)} onPage={setPage} />}
      <ConfirmDialog
        open={accepting !== null}
        title="Accept this age proof?"
        message={accepting && `${nameOf(accepting)} will be marked as age-verified.`}
        confirmLabel="Accept"
        busy={busy}
        onConfirm={() => void accept()}
        onCancel={() => setAccepting(null)}
      />
      <ReasonDialog
        open={rejecting !== null}
        title="Reject this age proof?"
        message={rejecting && rejectQuestion(rejecting)}
        tooShortMessage={reasonPrompt(rejecting)}
        confirmLabel="Reject and delete"
        onConfirm={reject}
        onClose={() => setRejecting(null)}
      />
    </div>
  );
};
