import { useLoadedList } from "@/components/shared/use-loaded-list";
import { fetchAdminCategories } from "./service-admin-api";

/** The categories of the service admin screen, patched locally after each confirmed change. */
export const useAdminCategories = () => {
  const { items, ...rest } = useLoadedList(fetchAdminCategories);
  return { categories: items, ...rest };
};
