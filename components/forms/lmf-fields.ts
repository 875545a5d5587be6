// The LMF application form's values and the payload of POST /api/lmf/createlmf.
import type { TUploadedFile } from "./contribution-api";

export type TLmfForm = {
  applicantName: string;
  dateOfBirth: string;
  email: string;
  phone: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  pan: string;
  tableNo: string;
  circleNo: string;
  consent: boolean;
};

export const EMPTY_LMF_FORM: TLmfForm = {
  applicantName: "",
  dateOfBirth: "",
  email: "",
  phone: "",
  addressLine1: "",
  addressLine2: "",
  city: "",
  state: "",
  postalCode: "",
  country: "IN",
  pan: "",
  tableNo: "",
  circleNo: "",
  consent: false,
};

export const LMF_FIELDS = [...Object.keys(EMPTY_LMF_FORM), "documents"];

export const lmfPayload = (form: TLmfForm, documents: TUploadedFile[], amount: number) => ({
  ...form,
  documents: documents.map((file) => file.name),
  amount,
});
