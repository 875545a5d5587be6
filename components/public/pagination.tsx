import { PageLink } from "@/components/public/page-link";
import { Icon } from "@/components/ui/icons";
import { cx } from "@/components/ui/cx";

type TPaginationProps = {
  page: number;
  totalPages: number;
  /** The address of page n (page 1 is the section's own address). */
  hrefFor: (page: number) => string;
  label: string;
};

const LINK =
  "inline-flex min-w-10 items-center justify-center gap-1 rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

/** 1 ... 4 5 [6] 7 8 ... 20: the first, the last and two either side of the current page. */
const pageWindow = (page: number, totalPages: number): (number | null)[] => {
  const shown = [...new Set([1, totalPages, page - 2, page - 1, page, page + 1, page + 2])]
    .filter((number) => number >= 1 && number <= totalPages)
    .sort((a, b) => a - b);
  return shown.flatMap((number, index) => (index > 0 && number - shown[index - 1]! > 1 ? [null, number] : [number]));
};

/** Page links of a server-rendered list; previous and next carry rel="prev" / rel="next". */
export const Pagination = ({ page, totalPages, hrefFor, label }: TPaginationProps) => {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <PageLink href={hrefFor(page - 1)} rel="prev" className={cx(LINK, "text-brand-800 hover:bg-brand-50")}>
          <Icon name="arrow-right" className="size-4 rotate-180" />
          Previous
        </PageLink>
      )}
      <ul className="flex flex-wrap gap-1">
        {pages.map((number, index) =>
          number === null ? (
            // Three ASCII dots, not the ellipsis character: the public pages' text is ASCII (docs/decisions.md).
            <li key={`gap-${index}`} aria-hidden="true" className="px-2 py-2 text-sm text-slate-500">
              ...
            </li>
          ) : (
            <li key={number}>
              <PageLink
                href={hrefFor(number)}
                aria-current={number === page ? "page" : undefined}
                aria-label={`Page ${number}`}
                className={cx(LINK, number === page ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100")}
              >
                {number}
              </PageLink>
            </li>
          ),
        )}
      </ul>
      {page < totalPages && (
        <PageLink href={hrefFor(page + 1)} rel="next" className={cx(LINK, "text-brand-800 hover:bg-brand-50")}>
          Next
          <Icon name="arrow-right" className="size-4" />
        </PageLink>
      )}
    </nav>
  );
};

/** "3" -> 3; anything else (missing, 0, "abc", "2.5") -> null. */
export const parsePageNumber = (value: string | undefined): number | null => {
  if (!value || !/^\d{1,5}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
};
