import { useEffect, useState } from "react";
import { countAudience, type TAudienceCount, type TAudienceInput } from "./massmail-api";

/** Whether an audience has been chosen at all (anyone, by place, by role or by posting year). */
export const chosen = (audience: TAudienceInput) =>
  audience.all ||
  audience.areas.length + audience.tables.length + audience.circles.length + audience.roles.length > 0 ||
  audience.postingYear !== null;

/**
 * The count of the recipients of the audience chosen, following it (and essential, which decides
 * whether unsubscribed addresses count) 300 ms after it last changed; "Count again" after a failure.
 */
export const useAudienceCount = (audience: TAudienceInput, essential: boolean) => {
  // The count of the audience and essential flag it was made for (a count for another choice is stale).
  const [counted, setCounted] = useState<{ key: string; count: TAudienceCount | null; error: string } | null>(null);
  // Counts a "Count again" after a count that failed.
  const [countAttempt, setCountAttempt] = useState(0);
  const countKey = JSON.stringify([audience, essential, countAttempt]);
  const isChosen = chosen(audience);
  useEffect(() => {
    if (!isChosen) return;
    let current = true;
    const timer = setTimeout(async () => {
      const result = await countAudience(audience, essential);
      if (!current) return;
      setCounted(
        result.ok ? { key: countKey, count: result.value, error: "" } : { key: countKey, count: null, error: result.message },
      );
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [audience, essential, countKey, isChosen]);
  const fresh = isChosen && counted?.key === countKey ? counted : null;
  return {
    counting: isChosen && !fresh,
    count: fresh?.count ?? null,
    // Without a count there is nothing to confirm: Send waits for one.
    failure: fresh !== null && fresh.count === null ? fresh.error : null,
    countAgain: () => setCountAttempt((value) => value + 1),
  };
};
