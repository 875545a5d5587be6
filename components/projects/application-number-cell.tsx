// An application's number in a list: a link to its page when the viewer's roles may open that page,
// plain text otherwise (a link the route table refuses would end on the log-in page).
import Link from "next/link";
import type { TRole } from "@/lib/auth/roles";
import { canOpenPage } from "@/lib/auth/route-roles";

type TProps = { applicationNo: string; href: string | null; roles: readonly TRole[] };

export const ApplicationNumberCell = ({ applicationNo, href, roles }: TProps) => (
  <td className="px-3 py-2 font-medium whitespace-nowrap">
    {href && canOpenPage(href, roles) ? (
      <Link className="text-brand-700 underline" href={href}>
        {applicationNo}
      </Link>
    ) : (
      applicationNo
    )}
  </td>
);
