// @database-independent
// The new-request form's Service Category. With no category at all, the select held only its
// disabled placeholder and Submit stayed disabled, unexplained: once the categories have loaded
// and there are none, the form says so instead.
import { renderToStaticMarkup } from "react-dom/server";
import { CategoryField } from "@/components/service-requests/category-field";
import type { TCategory } from "@/components/service-requests/service-request-types";

const field = (state: { categories: TCategory[]; loading: boolean; error?: string }) =>
  renderToStaticMarkup(
    <CategoryField
      categories={{ ...state, error: state.error ?? null, retry: () => undefined }}
      value=""
      onChange={() => undefined}
    />,
  );

const NONE = "No service categories yet: please contact the secretariat.";

describe("the new-request form's Service Category", () => {
  it("says that there are no categories yet once they have loaded and there are none; else it is the select", () => {
    const none = field({ categories: [], loading: false });
    expect(none).toContain(NONE);
    expect(none).not.toContain("<select");

    const loading = field({ categories: [], loading: true });
    expect(loading).toContain("Loading categories…");
    expect(loading).not.toContain(NONE);

    const loaded = field({ categories: [{ serviceCategoryId: 4, categoryShortName: "Facilities" }], loading: false });
    expect(loaded).toContain('<option value="4">Facilities</option>');
    expect(loaded).not.toContain(NONE);
  });
});
