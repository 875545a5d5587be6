// SPEC.md section 4: a member with requests to administer starts in the admin view and gets the
// toggle; without, only the user view. Learnt from the admin view's counts (one row at most).
import { useEffect, useState } from "react";
import { fetchHasAdminRequests } from "./service-request-api";

/** null while asking; false also when the question fails (the user view still works). */
export const useHasAdminRequests = (enabled: boolean): boolean | null => {
  const [answer, setAnswer] = useState<boolean | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchHasAdminRequests(controller.signal).then(
      (result) => setAnswer(result.ok && result.value),
      () => {},
    );
    return () => controller.abort();
  }, [enabled]);
  return enabled ? answer : false;
};
