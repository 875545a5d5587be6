import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { INDIAN_STATES } from "@/lib/content/indian-states";
import { COUNTRY_OPTIONS } from "./countries";

const STATE_OPTIONS = INDIAN_STATES.map((name) => ({ value: name, label: name }));

type TBind = (field: "addressLine1" | "addressLine2" | "city" | "state" | "postalCode" | "country") => {
  name: string;
  value: string;
  error?: string;
  onChange: (event: { target: { value: string } }) => void;
};

type TAddressFieldsProps = {
  bind: TBind;
  stateRequired: boolean;
  /** The LMF form takes Indian addresses only. */
  indiaOnly?: boolean;
};

/**
 * Postal address fields shared by the donation and LMF forms. An address in India takes its state
 * from the list of states and union territories; abroad the state, province or region is free text.
 */
export const AddressFields = ({ bind, stateRequired, indiaOnly = false }: TAddressFieldsProps) => {
  const inIndia = indiaOnly || bind("country").value === "IN";
  return (
    <>
      <TextField
        label="Address line 1"
        autoComplete="address-line1"
        required
        className="sm:col-span-2"
        {...bind("addressLine1")}
      />
      <TextField label="Address line 2" autoComplete="address-line2" className="sm:col-span-2" {...bind("addressLine2")} />
      <TextField label="City" autoComplete="address-level2" required {...bind("city")} />
      {inIndia ? (
        <Select
          label="State"
          options={STATE_OPTIONS}
          placeholder="Choose a state or union territory"
          autoComplete="address-level1"
          required={stateRequired}
          {...bind("state")}
        />
      ) : (
        <TextField label="State, province or region" autoComplete="address-level1" required={stateRequired} {...bind("state")} />
      )}
      <TextField
        label={indiaOnly ? "PIN code" : "PIN / postal code"}
        autoComplete="postal-code"
        inputMode={indiaOnly ? "numeric" : undefined}
        required
        {...bind("postalCode")}
      />
      {indiaOnly ? (
        <TextField label="Country" value="India" readOnly disabled name="countryShown" />
      ) : (
        <Select label="Country" options={COUNTRY_OPTIONS} autoComplete="country" required {...bind("country")} />
      )}
    </>
  );
};
