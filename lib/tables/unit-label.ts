// A member's, project's or session's unit as the portal writes it (SPEC.md section 1). Pure, so
// both server code and client components use it.
type TUnits = { tableNo: number | null; circleNo: number | null };

/** 'RT' plus the table number, or 'LC' plus the circle number (SPEC.md section 1); null for neither. */
export const unitLabel = ({ tableNo, circleNo }: TUnits): string | null => {
  if (tableNo !== null) return `RT${tableNo}`;
  if (circleNo !== null) return `LC${circleNo}`;
  return null;
};

/**
 * As unitLabel, but a row from before Member_one_unit that names both a table and a circle says
 * both ("RT3 and LC1"): where the secretariat must see that it has to choose one.
 */
export const unitsLabel = ({ tableNo, circleNo }: TUnits): string | null =>
  tableNo !== null && circleNo !== null
    ? `${unitLabel({ tableNo, circleNo: null })} and ${unitLabel({ tableNo: null, circleNo })}`
    : unitLabel({ tableNo, circleNo });
