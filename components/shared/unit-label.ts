/** 'RT' plus the table number, or 'LC' plus the circle number (SPEC.md section 1); null for neither. */
export const unitLabel = ({ tableNo, circleNo }: { tableNo: number | null; circleNo: number | null }): string | null => {
  if (tableNo !== null) return `RT${tableNo}`;
  if (circleNo !== null) return `LC${circleNo}`;
  return null;
};
