import { Select, type TSelectOption } from "@/components/ui/select";
import type { TFieldErrors } from "@/components/shared/request-json";
import type { TUnitChoices } from "@/lib/members/unit-choices";

export type TUnitValues = { tableNo: string; circleNo: string };

/**
 * The choices of the create and edit dialogs: active tables only, since a de-chartered table takes
 * no new member (the API refuses it, 400 on tableNo), and every circle. The member's own table or
 * circle (`kept`) is always there, marked when de-chartered, so the picker shows where they are and
 * a save of their other details leaves it as it is.
 */
export const unitOptions = (choices: TUnitChoices, kept: { tableNo: number | null; circleNo: number | null }) => {
  const tables: TSelectOption[] = choices.tables
    .filter((table) => !table.isDecharted || table.tableNo === kept.tableNo)
    .map((table) => ({
      value: String(table.tableNo),
      label: `RT${table.tableNo} – ${table.name}${table.isDecharted ? " (de-chartered)" : ""}`,
    }));
  const circles: TSelectOption[] = choices.circles.map((circle) => ({
    value: String(circle.circleNo),
    label: `LC${circle.circleNo} – ${circle.name}`,
  }));
  // A unit made after the page loaded is not among the choices: the picker still shows it.
  if (kept.tableNo !== null && !tables.some((option) => option.value === String(kept.tableNo)))
    tables.unshift({ value: String(kept.tableNo), label: `RT${kept.tableNo}` });
  if (kept.circleNo !== null && !circles.some((option) => option.value === String(kept.circleNo)))
    circles.unshift({ value: String(kept.circleNo), label: `LC${kept.circleNo}` });
  return { tables, circles };
};

type TUnitFieldsProps = {
  choices: TUnitChoices;
  kept: { tableNo: number | null; circleNo: number | null };
  values: TUnitValues;
  errors: TFieldErrors;
  onChange: (values: TUnitValues) => void;
};

/** The table and circle pickers. A member belongs to one or neither: choosing one clears the other. */
export const UnitFields = ({ choices, kept, values, errors, onChange }: TUnitFieldsProps) => {
  const { tables, circles } = unitOptions(choices, kept);
  return (
    <>
      <Select
        label="Table No."
        hint="Or a circle, or neither for the secretariat"
        placeholder="None"
        options={tables}
        value={values.tableNo}
        error={errors.tableNo}
        onChange={(event) => onChange({ tableNo: event.target.value, circleNo: event.target.value ? "" : values.circleNo })}
      />
      <Select
        label="Circle No."
        placeholder="None"
        options={circles}
        value={values.circleNo}
        error={errors.circleNo}
        onChange={(event) => onChange({ circleNo: event.target.value, tableNo: event.target.value ? "" : values.tableNo })}
      />
    </>
  );
};
