"use client";

import { useEffect, useRef } from "react";
import { PayOnlineButton, type TPayable } from "@/components/payments/pay-online-button";
import { PageLink } from "@/components/public/page-link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PAY_LATER_PATH } from "@/lib/payments/pay-later-input";

type TSubmissionSuccessProps = {
  title: string;
  message: string;
  referenceNo: string | null;
  onAgain: () => void;
  againLabel: string;
  /** What "Pay now" sends; without it (no amount in the reply) the visitor is told how to pay later. */
  payable?: TPayable | null;
};

/**
 * What the visitor sees once the record is stored: its reference, and the way to pay it online.
 * It takes the focus and is scrolled into view, since the long form it replaces (and the focused
 * submit button) is gone and the page would otherwise stay scrolled to where the button was.
 */
export const SubmissionSuccess = ({ title, message, referenceNo, onAgain, againLabel, payable }: TSubmissionSuccessProps) => {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView({ block: "start" });
  }, []);
  return (
    <div ref={box} tabIndex={-1} role="group" aria-label={title} className="space-y-5 scroll-mt-24 focus:outline-none">
      <Alert tone="success" title={title}>
        <p>{message}</p>
        {referenceNo && (
          <p className="mt-2">
            Your reference: <strong className="font-mono">{referenceNo}</strong>
          </p>
        )}
        <p className="mt-2">
          It is stored as <strong>pending payment</strong>.{" "}
          {payable
            ? "Pay it online now; your receipt is e-mailed to you and can be downloaded once the payment goes through."
            : "The secretariat will write to you with the payment details and send the receipt once the money arrives."}
        </p>
        {payable && (
          <p className="mt-2">
            Keep the reference: you can also pay later, from any device, on{" "}
            <PageLink href={PAY_LATER_PATH} className="font-semibold underline">
              Pay a Donation or LMF Fee
            </PageLink>{" "}
            with it and the e-mail and phone you gave.
          </p>
        )}
      </Alert>
      {payable && <PayOnlineButton payable={payable} />}
      <Button variant="secondary" onClick={onAgain}>
        {againLabel}
      </Button>
    </div>
  );
};
