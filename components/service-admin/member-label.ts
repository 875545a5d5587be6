import { unitLabel } from "@/lib/tables/unit-label";

type TNamed = { title: string | null; fullName: string };

export const memberName = ({ title, fullName }: TNamed) => [title, fullName].filter(Boolean).join(" ");

/** "Mr. Tarun Exec (RT1)". */
export const memberWithUnit = (member: TNamed & { tableNo: number | null; circleNo?: number | null }) => {
  const unit = unitLabel({ tableNo: member.tableNo, circleNo: member.circleNo ?? null });
  return unit ? `${memberName(member)} (${unit})` : memberName(member);
};
