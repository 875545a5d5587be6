"use client";

import { useState } from "react";
import { formatCount } from "@/lib/format-count";
import { SearchFailure, useSearchedPage } from "@/components/shared/use-searched-page";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { PageButtons } from "@/components/ui/page-buttons";
import { Skeleton } from "@/components/ui/skeleton";
import { BothUnitsNotice } from "./both-units-notice";
import { CreateUserDialog } from "./create-user-dialog";
import { MemberEditDialog } from "./member-edit-dialog";
import { MEMBER_QUESTIONS, unblockedText, unlockedText } from "./member-questions";
import { nameOf, type TMemberAction } from "./member-row";
import { MemberSearchForm, SEARCH_FIELDS } from "./member-search-form";
import { MemberTable } from "./member-table";
import type { TUnitChoices } from "@/lib/members/unit-choices";
import {
  EMPTY_FILTER,
  reopenAndApprove,
  restoreAccess,
  searchMembers,
  sendPasswordReset,
  updateMember,
  type TListedMember,
  type TMemberFilter,
  type TMemberListPage,
} from "./member-admin-api";

const PAGE_SIZE = 20;

type TAsk = { kind: TMemberAction; member: TListedMember } | null;

/**
 * manage/manageuserbyadmin: find members, edit them, lock or unlock, send a password link, re-open
 * a refused sign-up, restore an un-approved member's access, create a user; and find the members
 * in both a table and a circle, whose saves are refused until one unit is chosen.
 */
export const MemberAdmin = ({ units }: { units: TUnitChoices }) => {
  const [filter, setFilter] = useState<TMemberFilter>(EMPTY_FILTER);
  const [page, setPage] = useState(0);
  const [reload, setReload] = useState(0);
  const [status, setStatus] = useState<TFormStatus>(null);
  const [editing, setEditing] = useState<TListedMember | null>(null);
  const [creating, setCreating] = useState(false);
  const [ask, setAsk] = useState<TAsk>(null);
  const [busy, setBusy] = useState(false);
  // The notice's buttons start a new search: the form is drawn again empty, to agree with the list.
  const [formKey, setFormKey] = useState(0);
  const key = JSON.stringify([filter, page, reload]);
  const { data, error, fieldErrors, refused, loading, retry, change } = useSearchedPage<TMemberListPage>(
    key,
    (signal) => searchMembers(filter, page + 1, PAGE_SIZE, signal),
    SEARCH_FIELDS,
  );

  const replace = (member: TListedMember) =>
    change((current) => ({
      ...current,
      members: current.members.map((entry) => (entry.memberId === member.memberId ? member : entry)),
    }));

  const confirm = async () => {
    if (!ask) return;
    setBusy(true);
    if (ask.kind === "reset") {
      const result = await sendPasswordReset(ask.member.memberId);
      setStatus(result.ok ? { tone: "success", text: result.value } : { tone: "error", text: result.message });
    } else if (ask.kind === "reopen" || ask.kind === "restore") {
      const reopen = ask.kind === "reopen";
      const result = await (reopen ? reopenAndApprove : restoreAccess)(ask.member.userName);
      // Loaded again: under "Closed (refused)" or "Un-approved" the member leaves the list.
      if (result.ok) setReload((value) => value + 1);
      const done = reopen
        ? `has been re-opened and approved${ask.member.isLocked ? " (still locked)" : " and can now log in"}`
        : `has their access restored${ask.member.isLocked ? " (still locked)" : " and can log in again"}`;
      setStatus(
        result.ok
          ? {
              tone: "success",
              text: `${nameOf(ask.member)} ${done}${ask.member.officeEmail ? "; they have been told by mail" : ""}.`,
            }
          : { tone: "error", text: result.message },
      );
    } else {
      // Unlock and Lift block are one call: isLocked false also forgets the failed log-ins.
      const result = await updateMember({ memberId: ask.member.memberId, isLocked: ask.kind === "lock" });
      if (result.ok) replace(result.value);
      const done =
        ask.kind === "unblock"
          ? unblockedText(ask.member)
          : ` has been ${ask.kind === "lock" ? "locked" : unlockedText(ask.member)}`;
      setStatus(result.ok ? { tone: "success", text: `${nameOf(ask.member)}${done}.` } : { tone: "error", text: result.message });
    }
    setBusy(false);
    setAsk(null);
  };

  const showBothUnits = (bothUnits: TMemberFilter["bothUnits"]) => {
    setFilter({ ...EMPTY_FILTER, bothUnits });
    setPage(0);
    setFormKey((value) => value + 1);
  };

  const question = MEMBER_QUESTIONS[ask?.kind ?? "unlock"];
  const pages = data ? Math.ceil(data.total / PAGE_SIZE) : 0;

  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        <Button onClick={() => setCreating(true)}>Create user</Button>
      </div>
      <MemberSearchForm
        key={formKey}
        errors={fieldErrors}
        onSearch={(next) => {
          // A search while the list shows only the members in both units looks among them.
          setFilter({ ...next, bothUnits: filter.bothUnits });
          setPage(0);
        }}
      />
      <BothUnitsNotice
        count={data ? data.bothUnitsTotal : null}
        shown={filter.bothUnits === "1"}
        onShow={() => showBothUnits("1")}
        onShowAll={() => showBothUnits("")}
      />
      <FormStatus status={status} />
      <SearchFailure refused={refused} error={error} title="The members could not be loaded." onRetry={retry} />
      {loading && !data ? (
        <Skeleton label="Loading members…" lines={5} />
      ) : data && data.members.length === 0 ? (
        <EmptyState icon="users" title="No members match this search." />
      ) : (
        data && (
          <div className="space-y-3" aria-busy={loading}>
            <p className="text-sm text-slate-600" aria-live="polite">
              {formatCount(data.total)} {data.total === 1 ? "member" : "members"} found
            </p>
            <MemberTable
              members={data.members}
              page={page}
              pages={pages}
              onEdit={setEditing}
              onAction={(kind, member) => setAsk({ kind, member })}
            />
            <PageButtons label="Pages of members" page={page} pages={pages} onPage={setPage} />
          </div>
        )
      )}
      {editing && (
        <MemberEditDialog
          member={editing}
          units={units}
          onClose={() => setEditing(null)}
          onSaved={(member) => {
            replace(member);
            // A member given one unit leaves the count, and the list of those in both.
            if (editing.tableNo !== null && editing.circleNo !== null) setReload((value) => value + 1);
            setEditing(null);
            setStatus({ tone: "success", text: `${nameOf(member)}'s details have been saved.` });
          }}
        />
      )}
      <CreateUserDialog
        open={creating}
        units={units}
        onClose={() => setCreating(false)}
        onCreated={(userName) => {
          setStatus({ tone: "success", text: `The account ${userName} has been created.` });
          setReload((value) => value + 1);
        }}
      />
      <ConfirmDialog
        open={ask !== null}
        title={question.title}
        message={ask && question.message(ask.member)}
        confirmLabel={question.confirmLabel}
        confirmVariant={question.confirmVariant}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsk(null)}
      />
    </div>
  );
};
