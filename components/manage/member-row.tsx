"use client";

import { useId } from "react";
import { unitsLabel } from "@/lib/tables/unit-label";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { istTimeText } from "@/lib/india-time";
import type { TListedMember } from "./member-admin-api";

export const nameOf = (member: TListedMember) => [member.title, member.fullName].filter(Boolean).join(" ");

const stateOf = (member: TListedMember) => {
  if (!member.isActive) return { tone: "neutral" as const, text: "Closed" };
  if (member.isLocked) return { tone: "warning" as const, text: "Locked" };
  // Approved once and un-approved by an Admin: no sign-up waiting.
  if (!member.isApproved) return { tone: "warning" as const, text: member.everApproved ? "Un-approved" : "Waiting for approval" };
  return { tone: "brand" as const, text: "Approved" };
};

/** What a row's buttons ask the member admin screen to do (each after a confirmation). */
export type TMemberAction = "lock" | "unlock" | "unblock" | "reset" | "reopen" | "restore";

type TMemberRowProps = { member: TListedMember; onEdit: () => void; onAction: (action: TMemberAction) => void };

/**
 * One member of the secretariat's member list, with Edit, Lock or Unlock, and Password link; a
 * closed account (a refused sign-up) also Re-open and approve, an un-approved member Restore access.
 * A member blocked by failed log-ins and not locked is shown so, with Lift block (an unlock lifts
 * the block too).
 */
export const MemberRow = ({ member, onEdit, onAction }: TMemberRowProps) => {
  const state = stateOf(member);
  const name = nameOf(member);
  // The password link is mailed: without an address the button is disabled, and says why.
  const noEmailId = useId();
  return (
    <tr>
      <td className="px-4 py-3">
        <span className="font-medium text-slate-900">{name}</span>
        <span className="block text-slate-500">{member.userName}</span>
        <span className="block text-slate-500">{member.officeEmail ?? "NA"}</span>
      </td>
      <td className="px-4 py-3">{unitsLabel(member) ?? "NA"}</td>
      <td className="px-4 py-3">{member.areaNo ?? "NA"}</td>
      <td className="px-4 py-3">
        <span className="flex flex-wrap gap-1">
          {member.roles.map((role) => (
            <Badge key={role} tone="neutral">
              {role}
            </Badge>
          ))}
        </span>
      </td>
      <td className="px-4 py-3">
        <Badge tone={state.tone}>{state.text}</Badge>
        {member.loginBlockedUntil && (
          <span className="mt-1 block text-xs text-amber-800">
            Log-in blocked by failed attempts until {istTimeText(member.loginBlockedUntil)}
          </span>
        )}
      </td>
      <td className="px-4 py-3">
        <div className="flex items-center justify-end gap-2">
          {!member.isActive && (
            <Button size="sm" onClick={() => onAction("reopen")} aria-label={`Re-open and approve ${name}`}>
              Re-open and approve
            </Button>
          )}
          {member.isActive && !member.isApproved && member.everApproved && (
            <Button size="sm" onClick={() => onAction("restore")} aria-label={`Restore access of ${name}`}>
              Restore access
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${name}`}>
            Edit
          </Button>
          {member.loginBlockedUntil && !member.isLocked && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onAction("unblock")}
              aria-label={`Lift the log-in block of ${name}`}
            >
              Lift block
            </Button>
          )}
          <Button
            size="sm"
            variant={member.isLocked ? "secondary" : "danger"}
            onClick={() => onAction(member.isLocked ? "unlock" : "lock")}
            aria-label={`${member.isLocked ? "Unlock" : "Lock"} ${name}`}
          >
            {member.isLocked ? "Unlock" : "Lock"}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onAction("reset")}
            disabled={!member.officeEmail}
            aria-describedby={member.officeEmail ? undefined : noEmailId}
            aria-label={`Send ${name} a password link`}
          >
            Password link
          </Button>
          {!member.officeEmail && (
            <span id={noEmailId} className="text-xs whitespace-nowrap text-slate-600">
              No e-mail address
            </span>
          )}
        </div>
      </td>
    </tr>
  );
};
