"use client";

// How the payment page keeps finding out about a payment the bank has not confirmed yet. Most
// answers come within seconds, but some only reach us through the sweep of CCAvenue's order status
// (lib/payments/sweep-unconfirmed.ts: from 15 minutes after the checkout, every 15 minutes), so the
// page asks for as long as it is open, less and less often (2 s at first, then every minute), and
// not at all while its tab is hidden: a page left open in the background for a day costs nothing.
// Coming back to the tab, or pressing "Check again", asks at once.
import { useCallback, useEffect, useRef, useState } from "react";

const SECOND = 1000;

/** The wait before the 1st, 2nd, ... check; every later one waits as long as the last. */
const CHECK_DELAYS_MS: readonly number[] = [2, 3, 5, 10, 15, 30, 45, 60].map((seconds) => seconds * SECOND);

const checkDelayMs = (checks: number) => CHECK_DELAYS_MS[Math.min(checks, CHECK_DELAYS_MS.length - 1)]!;

const isHidden = () => typeof document !== "undefined" && document.visibilityState === "hidden";

export type TPendingChecks = {
  /** The wait before the next check (not counting while a check runs or the tab is hidden). */
  delayMs: number;
  /** When the next check is due (ms since the epoch): that wait after the last check, or after the page opened. */
  nextAt: number;
  /** Why the last check failed (checking goes on), or null. */
  error: string | null;
  hidden: boolean;
  /** Checks now (ignored while a check runs); the next one follows at the usual wait. */
  checkNow: () => void;
};

/** Checks `refresh` (its failure's message, or null) while `pending` is true. */
export const usePendingChecks = (pending: boolean, refresh: () => Promise<string | null>): TPendingChecks => {
  const [checks, setChecks] = useState(0);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [hidden, setHidden] = useState(isHidden);
  const [checkedAt, setCheckedAt] = useState(() => Date.now());
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const checkNow = useCallback(() => {
    if (running.current) return;
    running.current = true;
    setChecking(true);
    void refresh().then((message) => {
      running.current = false;
      if (!mounted.current) return;
      setError(message);
      setCheckedAt(Date.now());
      setChecks((count) => count + 1);
      setChecking(false);
    });
  }, [refresh]);

  // Back to the tab: the payer is looking now, so ask at once rather than at the next turn.
  const pendingRef = useRef(pending);
  useEffect(() => {
    pendingRef.current = pending;
  });
  useEffect(() => {
    const changed = () => {
      const nowHidden = isHidden();
      setHidden(nowHidden);
      if (!nowHidden && pendingRef.current) checkNow();
    };
    document.addEventListener("visibilitychange", changed);
    return () => document.removeEventListener("visibilitychange", changed);
  }, [checkNow]);

  const delayMs = checkDelayMs(checks);
  const nextAt = checkedAt + delayMs;
  const waiting = pending && !checking && !hidden;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(checkNow, Math.max(0, nextAt - Date.now()));
    return () => clearTimeout(timer);
  }, [waiting, nextAt, checkNow]);

  return { delayMs, nextAt, error: pending ? error : null, hidden, checkNow };
};
