import { Alert, type TAlertTone } from "./alert";
import { LiveRegion } from "./live-region";

export type TFormStatus = { tone: TAlertTone; text: string } | null;

/**
 * A form's result or error, announced when it appears. It can take focus from script
 * (focusFirstInvalid gives it focus when no marked field can take it), never by Tab.
 */
export const FormStatus = ({ status, className }: { status: TFormStatus; className?: string }) => (
  <LiveRegion className={className}>
    {status && (
      <div
        data-form-message={status.tone}
        tabIndex={-1}
        className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <Alert tone={status.tone}>{status.text}</Alert>
      </div>
    )}
  </LiveRegion>
);
