"use client";

import { useEffect, useRef } from "react";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";
import { Alert, type TAlertTone } from "./alert";
import { LiveRegion } from "./live-region";

export type TFormStatus = { tone: TAlertTone; text: string } | null;

/**
 * A form's result or error, announced when it appears. It can take focus from script, never by
 * Tab: each error shown inside a form (a new `status`, as setState gives, never an object made while
 * rendering) moves focus to the form's first marked field, else to this message (focusFirstInvalid).
 * A message outside a form (a list's notice) moves nothing.
 */
export const FormStatus = ({ status, className }: { status: TFormStatus; className?: string }) => {
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const form = message.current?.closest("form");
    if (status?.tone === "error" && form) focusFirstInvalid(form);
  }, [status]);

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
