// The life-member-friend contribution (GET /api/lmf/getlmfvalue): one fixed amount in rupees,
// charged on every application (docs/decisions.md).
import type { TLmfValue } from "./types";

export const LMF_VALUE_INR = 25000;

export const getLmfValue = async (): Promise<TLmfValue> => ({ lmfValue: LMF_VALUE_INR, currency: "INR" });
