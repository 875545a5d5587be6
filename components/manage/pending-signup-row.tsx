import { unitLabel } from "@/lib/tables/unit-label";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatPhone } from "@/lib/members/profile-fields";
import type { TPendingUser } from "./approval-api";

type TPendingSignupRowProps = {
  user: TPendingUser;
  onApprove: (user: TPendingUser) => void;
  onRefuse: (user: TPendingUser) => void;
};

export const displayName = (user: TPendingUser) => [user.title, user.fullName].filter(Boolean).join(" ");

// A member without an e-mail address is not mailed the decision (it is still logged): no promise of one.
/** The notice after an approval. */
export const approvedText = (user: TPendingUser) =>
  `${displayName(user)} has been approved ${user.isLocked ? "(still locked)" : "and can now log in"}${user.officeEmail ? "; they have been told by mail" : ""}.`;

/** What the refusal dialog says will happen. */
export const refuseQuestion = (user: TPendingUser) =>
  `${displayName(user)} (${user.userName}) will not be able to log in${user.officeEmail ? ", and will be mailed the reason" : ""}.`;

/** The notice after a refusal. */
export const refusedText = (user: TPendingUser) =>
  `${displayName(user)}'s sign-up has been refused${user.officeEmail ? "; they have been told why by mail" : ""}.`;

/** One pending sign-up: who, where from, how to reach them, Approve and Refuse. */
export const PendingSignupRow = ({ user, onApprove, onRefuse }: TPendingSignupRowProps) => {
  const unit = unitLabel(user);
  return (
    <li className="flex flex-col gap-4 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {displayName(user)}
          {unit && <Badge>{unit}</Badge>}
        </p>
        <dl className="mt-1 grid gap-x-6 gap-y-1 text-sm text-slate-600 sm:grid-cols-[auto_auto_auto]">
          <div className="flex gap-1">
            <dt>User name:</dt>
            <dd className="font-medium text-slate-800">{user.userName}</dd>
          </div>
          <div className="flex min-w-0 gap-1">
            <dt>E-mail:</dt>
            <dd className="truncate">{user.officeEmail ?? "NA"}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Phone:</dt>
            <dd>{formatPhone(user.mobile) || "NA"}</dd>
          </div>
        </dl>
      </div>
      <div className="flex gap-2 self-start sm:self-center">
        <Button size="sm" onClick={() => onApprove(user)} aria-label={`Approve ${displayName(user)}`}>
          Approve
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onRefuse(user)} aria-label={`Refuse ${displayName(user)}`}>
          Refuse
        </Button>
      </div>
    </li>
  );
};
