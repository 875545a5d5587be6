import Link from "next/link";
import { Alert } from "@/components/ui/alert";

type TInUseNoticeProps = { message: string; className?: string };

/** The API's 409 for a pack that applications use, with the way out: duplicate it from the list. */
export const InUseNotice = ({ message, className }: TInUseNoticeProps) => (
  <Alert tone="warning" title="This pack is in use." className={className}>
    <p>{message}</p>
    <p className="mt-2">
      <Link href="/projects/projectpacks" className="font-semibold text-brand-800 underline underline-offset-2">
        Go to the packs to duplicate it
      </Link>
    </p>
  </Alert>
);

/** True for the reply that refuses a change to a pack in use. */
export const isInUse = (result: { ok: boolean; status?: number }) => !result.ok && result.status === 409;
