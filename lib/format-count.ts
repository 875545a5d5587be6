// The one rule for a count people read: grouped the Indian way, as the developers' guide asks for
// Indian formats ("1,234", "1,23,456"). Amounts have their own (formatAmount, amountInFigures), and
// numbers in API JSON stay numbers. Pure: safe in the browser.
const INDIAN_GROUPING = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** "15", "1,234", "1,23,456", "1,23,45,678": a count with lakh and crore grouping. */
export const formatCount = (count: number): string => INDIAN_GROUPING.format(count);

const INDIAN_DECIMAL = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 20 });

/** "2.5", "1,00,000", "1,234.125": a number a person typed, grouped the Indian way with every decimal kept. */
export const formatNumber = (value: number): string => INDIAN_DECIMAL.format(value);

/** "page 3 of 12", "page 1,001 of 1,234": a 1-based page number and the page count, grouped as counts; no pages reads "of 1". */
export const pageOf = (number: number, pages: number): string =>
  `page ${formatCount(number)} of ${formatCount(Math.max(pages, 1))}`;
