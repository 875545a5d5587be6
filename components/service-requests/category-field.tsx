import { Alert } from "@/components/ui/alert";
import { LoadError } from "@/components/ui/load-error";
import { Select } from "@/components/ui/select";
import type { TCategory } from "./service-request-types";

export const NO_CATEGORIES_MESSAGE = "No service categories yet: please contact the secretariat.";

type TCategoryFieldProps = {
  /** useCategories() */
  categories: { categories: readonly TCategory[]; loading: boolean; error: string | null; retry: () => void };
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/**
 * The new-request form's Service Category: the select, or why there is nothing to choose (the
 * categories could not be loaded, or none exist yet), since Submit waits for a category.
 */
export const CategoryField = ({ categories, value, onChange, error }: TCategoryFieldProps) => {
  if (categories.error)
    return <LoadError title="The categories could not be loaded." message={categories.error} onRetry={categories.retry} />;
  if (!categories.loading && categories.categories.length === 0)
    return (
      // A status: it replaces the loading state, and is no error of the user's.
      <div role="status">
        <Alert tone="warning" title="Service Category">
          {NO_CATEGORIES_MESSAGE}
        </Alert>
      </div>
    );
  return (
    <Select
      label="Service Category"
      required
      placeholder="Select a Category"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={categories.categories.map((category) => ({
        value: String(category.serviceCategoryId),
        label: category.categoryShortName,
      }))}
      disabled={categories.loading}
      hint={categories.loading ? "Loading categories…" : undefined}
      error={error}
    />
  );
};
