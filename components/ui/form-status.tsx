import { Alert, type TAlertTone } from "./alert";
import { LiveRegion } from "./live-region";

export type TFormStatus = { tone: TAlertTone; text: string } | null;

/** A form's result or error, announced when it appears. */
export const FormStatus = ({ status, className }: { status: TFormStatus; className?: string }) => (
  <LiveRegion className={className}>{status && <Alert tone={status.tone}>{status.text}</Alert>}</LiveRegion>
);
