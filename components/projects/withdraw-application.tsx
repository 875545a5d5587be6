"use client";

// A table or circle gives up its own application while it is a draft or waits on the area
// chairman (the `withdraw` step of lib/projects/application-states.ts, movetoclosedandwithdrawn):
// a reason, mailed to the unit, and a confirmation. Once the national review takes it up, only
// the national team closes or withdraws it.
import { useState } from "react";
import { ReasonDialog } from "@/components/manage/reason-dialog";
import { Button } from "@/components/ui/button";
import type { TRole } from "@/lib/auth/roles";
import { TRANSITIONS } from "@/lib/projects/application-states";
import type { TApplicationView } from "./project-types";
import { decide } from "./queries-api";

/** The viewer, as the page's session has them. */
export type TViewer = { roles: readonly string[]; tableNo: number | null; circleNo: number | null };

/** Whether the viewer is an office bearer of the application's own unit and its state allows withdrawing. */
export const canWithdraw = (application: TApplicationView, viewer: TViewer) => {
  const { from, roles } = TRANSITIONS.withdraw;
  const ownUnit =
    application.tableNo !== null ? viewer.tableNo === application.tableNo : viewer.circleNo === application.circleNo;
  return (
    ownUnit &&
    (from as readonly string[]).includes(application.state) &&
    (roles as readonly TRole[]).some((role) => viewer.roles.includes(role))
  );
};

export const WithdrawApplication = ({
  application,
  onWithdrawn,
}: {
  application: TApplicationView;
  onWithdrawn: (application: TApplicationView) => void;
}) => {
  const [open, setOpen] = useState(false);
  const withdraw = async (reason: string) => {
    const result = await decide(application.id, "withdraw", reason);
    if (!result.ok) return result.message;
    setOpen(false);
    onWithdrawn(result.value);
    return null;
  };
  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setOpen(true)}>
        Withdraw application
      </Button>
      <ReasonDialog
        open={open}
        title={`Withdraw ${application.applicationNo}?`}
        message="The application is closed for good: nobody can fill it in or review it again. The reason is recorded and mailed to your table or circle."
        label="Why withdraw it"
        maxLength={2000}
        tooShortMessage="Give the reason (at least 3 characters)."
        confirmLabel="Withdraw"
        onConfirm={withdraw}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
