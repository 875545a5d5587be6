// SPEC.md section 4: a member with requests to administer starts in the admin view and gets the
// toggle; without, only the user view. Learnt from the admin view's counts (one row at most).
import { useLoad } from "@/components/shared/use-load";
import { fetchHasAdminRequests } from "./service-request-api";

/** null while asking; false also when the question fails (the user view still works). */
export const useHasAdminRequests = (enabled: boolean): boolean | null => {
  // Not asked when not enabled (the Admin sees all requests anyway).
  const { loading, value } = useLoad(`has-admin-requests-${enabled}`, enabled ? fetchHasAdminRequests : null);
  return loading ? null : value === true;
};
