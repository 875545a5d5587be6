// The LMF application form's values and the payload of POST /api/lmf/createlmf.
import { EMPTY_CONTACT_VALUES, type TContactValues } from "./contact-values";
import type { TUploadedFile } from "./contribution-api";

export type TLmfForm = TContactValues & {
  applicantName: string;
  dateOfBirth: string;
  pan: string;
  tableNo: string;
  circleNo: string;
  consent: boolean;
};

export const EMPTY_LMF_FORM: TLmfForm = {
  applicantName: "",
  dateOfBirth: "",
  ...EMPTY_CONTACT_VALUES,
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
