import { useLoadedList } from "@/components/shared/use-loaded-list";
import { fetchCategories } from "./service-request-api";

/** The categories of the new-request form (GET getservicecategory). */
export const useCategories = () => {
  const { items, loading, error, retry } = useLoadedList(fetchCategories);
  return { categories: items, loading, error, retry };
};
