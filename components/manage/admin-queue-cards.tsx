import Link from "next/link";
import { formatCount } from "@/lib/format-count";
import { Icon, type TIconName } from "@/components/ui/icons";

type TCard = { href: string; title: string; count?: number; waiting?: string; description: string; icon: TIconName };

/** The secretariat's screens, each with what waits there. */
export const AdminQueueCards = ({ signUps, ageProofs }: { signUps: number; ageProofs: number }) => {
  const cards: TCard[] = [
    {
      href: "/manage/approvalrequest",
      title: "Approval Requests",
      count: signUps,
      waiting: signUps === 1 ? "sign-up to approve" : "sign-ups to approve",
      description: "Approve or refuse new sign-ups; the member is told by mail.",
      icon: "user-check",
    },
    {
      href: "/manage#age-proofs",
      title: "Age Proofs",
      count: ageProofs,
      waiting: ageProofs === 1 ? "age proof to verify" : "age proofs to verify",
      description: "Accept or reject the age proofs members have uploaded.",
      icon: "clipboard-check",
    },
    {
      href: "/manage/manageuserbyadmin",
      title: "Manage Users",
      description: "Find any member, edit details and roles, lock or unlock, send a password link, create a user.",
      icon: "users",
    },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Administration">
      {cards.map((card) => (
        <li key={card.href}>
          <Link
            href={card.href}
            className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <span className="flex items-center gap-2 font-semibold text-slate-900">
              <Icon name={card.icon} className="size-5 text-brand-700" />
              {card.title}
            </span>
            {card.count !== undefined && (
              <span className="text-sm text-slate-700">
                <span className="text-2xl font-semibold text-slate-900">{formatCount(card.count)}</span> {card.waiting}
              </span>
            )}
            <span className="text-sm text-slate-600">{card.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
};
