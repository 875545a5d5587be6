import { Select } from "@/components/ui/select";
import { TextField } from "@/components/ui/text-field";
import { COUNTRY_OPTIONS } from "./countries";

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

/** Postal address fields shared by the donation and LMF forms. */
export const AddressFields = ({ bind, stateRequired, indiaOnly = false }: TAddressFieldsProps) => (
  <>
    <TextField label="Address line 1" autoComplete="address-line1" required className="sm:col-span-2" {...bind("addressLine1")} />
    <TextField label="Address line 2" autoComplete="address-line2" className="sm:col-span-2" {...bind("addressLine2")} />
    <TextField label="City" autoComplete="address-level2" required {...bind("city")} />
    <TextField label="State" autoComplete="address-level1" required={stateRequired} {...bind("state")} />
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
