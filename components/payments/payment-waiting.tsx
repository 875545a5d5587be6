"use client";

// The payment page's notice while the bank's confirmation is awaited: how long it may take, when
// the page checks next (said politely by the page's live region, once a check; past the first
// minute with the time it will be, on India's clock as every time the portal shows), and "Check again".
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { istTimeText } from "@/lib/india-time";
import type { TPendingChecks } from "./use-pending-checks";

/** When the page checks next: in seconds while that is soon; from a minute on (the longest wait), also the time it will be. */
const nextCheckText = (delayMs: number, nextAt: number) =>
  delayMs < 60_000
    ? `We will check again in ${Math.round(delayMs / 1000)} seconds.`
    : `We will check again in a minute, at ${istTimeText(nextAt)}.`;

export const PaymentWaiting = ({ checks }: { checks: TPendingChecks }) => (
  <Alert tone="info" title="Waiting for the bank's confirmation">
    <p>
      Most payments are confirmed within a few seconds, but a bank can take up to half an hour, sometimes longer. This page keeps
      checking while it is open; you will also get an e-mail once the payment is confirmed.
    </p>
    {checks.error && <p className="mt-1">We could not check just now: {checks.error} Trying again.</p>}
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <p data-testid="payment-next-check">
        {checks.hidden
          ? "Checking is paused while this page is in the background."
          : nextCheckText(checks.delayMs, checks.nextAt)}
      </p>
      {/* Never disabled: a press during a check is ignored, and focus stays on the button. */}
      <Button variant="secondary" size="sm" onClick={checks.checkNow}>
        Check again
      </Button>
    </div>
  </Alert>
);
