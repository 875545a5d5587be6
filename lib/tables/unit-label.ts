// A member's, project's or session's unit as the portal writes it (SPEC.md section 1). Pure, so
// both server code and client components use it.
type TUnits = { tableNo: number | null; circleNo: number | null };

/**
 * 'RT' plus the table number and 'LC' plus the circle number, for each unit a row names: one, none,
 * or both for a row from before Member_one_unit.
 */
export const unitLabels = ({ tableNo, circleNo }: TUnits): string[] => [
  ...(tableNo !== null ? [`RT${tableNo}`] : []),
  ...(circleNo !== null ? [`LC${circleNo}`] : []),
];

/** The row's unit label, the table's where it names both; null for neither. */
export const unitLabel = (units: TUnits): string | null => unitLabels(units)[0] ?? null;

/**
 * As unitLabel, but a row that names both a table and a circle says both ("RT3 and LC1"): where
 * the secretariat must see that it has to choose one.
 */
export const unitsLabel = (units: TUnits): string | null => unitLabels(units).join(" and ") || null;
