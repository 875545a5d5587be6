// The steps of an open circulation: a trustee's vote (approve, or object with a reason), and the
// trust office's decision (approve when the rule is met, approve as a special case, reject).
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { TApplicationView } from "./project-types";
import { approveSpecialCase, castVote, decideByTrust, type TCirculationView } from "./trust-api";
import type { TAsk } from "./trust-load";

type TProps = {
  application: TApplicationView;
  circulation: TCirculationView;
  isOffice: boolean;
  isSecretary: boolean;
  remark: string;
  /** The reason's field, shared with the panel's other steps. */
  remarkBox: (label: string, hint: string) => ReactNode;
  ask: TAsk;
};

export const TrustVoteSteps = ({ application, circulation, isOffice, isSecretary, remark, remarkBox, ask }: TProps) => {
  const no = application.applicationNo;
  return (
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
  );
};
