// The contact block that the FCRA donation and LMF application forms share: e-mail, phone and
// postal address (AddressFields renders the address part).
export type TContactValues = {
  email: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
};

export const EMPTY_CONTACT_VALUES: TContactValues = {
  email: "",
  phone: "",
  addressLine1: "",
  addressLine2: "",
  city: "",
  state: "",
  postalCode: "",
  country: "IN",
};
