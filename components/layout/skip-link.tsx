export const MAIN_CONTENT_ID = "main-content";

/** The first focusable element of every page: jumps past the header to <main>. */
export const SkipLink = () => (
  <a
    href={`#${MAIN_CONTENT_ID}`}
    className="sr-only rounded-md bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:outline-2 focus:outline-brand-700"
  >
    Skip to content
  </a>
);
