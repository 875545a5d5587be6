"use client";

import { useEffect, useRef, type RefObject } from "react";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";
import { Alert, type TAlertTone } from "./alert";
import { LiveRegion } from "./live-region";

export type TFormStatus = { tone: TAlertTone; text: string } | null;

/**
 * A form's result or error, announced when it appears. It can take focus from script, never by
 * Tab: each error shown inside a form (a new `status`, as setState gives, never an object made while
 * rendering) moves focus to the form's first marked field, else to this message (focusFirstInvalid).
 * A message outside a form (a list's notice) moves nothing, unless `form` names the form whose
 * refusals it reports (a message that also reports a list's removals, or that stays when the form
 * goes): then focus moves as if it were inside, but only from within that form.
 */
export const FormStatus = ({
  status,
  className,
  form,
}: {
  status: TFormStatus;
  className?: string;
  form?: RefObject<HTMLFormElement | null>;
}) => {
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (status?.tone !== "error") return;
    const inside = message.current?.closest("form");
    if (inside) focusFirstInvalid(inside);
    else if (form?.current) focusFirstInvalid(form.current, message.current);
  }, [status, form]);

  return (
    <LiveRegion className={className}>
      {status && (
        <div
          ref={message}
          data-form-message={status.tone}
          tabIndex={-1}
          className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <Alert tone={status.tone}>{status.text}</Alert>
        </div>
      )}
    </LiveRegion>
  );
};
