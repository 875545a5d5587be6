// A donation of the Admin's FCRA list as the API gives it, for the list's component tests.
import type { TFcraDonation } from "@/lib/content/types";

/** Donation `id` (reference FCRA-202627-00000id) of ₹5,000 by an Indian citizen; `changes` replace fields. */
export const fcraDonation = (id: number, changes: Partial<TFcraDonation> = {}): TFcraDonation => ({
  id,
  referenceNo: `FCRA-202627-${String(id).padStart(6, "0")}`,
  donorType: "indian_citizen",
  donorName: `Donor ${id}`,
  organisationName: null,
  registrationNumber: null,
  email: `donor${id}@example.org`,
  phone: "+91 98765 43210",
  addressLine1: "14, Gandhi Road",
  addressLine2: null,
  city: "Chennai",
  state: "Tamil Nadu",
  postalCode: "600034",
  country: "IN",
  nationality: "Indian",
  pan: "ABCPR1234K",
  passportNumber: null,
  amount: 5000,
  currency: "INR",
  purpose: "Classrooms",
  financialYear: 202627,
  financialYearString: "2026-27",
  consent: true,
  status: "paid",
  createdAt: "2026-05-02T06:30:00.000Z",
  ...changes,
});
