import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/layout/placeholder-page";

export const metadata: Metadata = { title: "Payment Status" };

const PaymentStatusPage = () => (
  <PlaceholderPage title="Payment Status" description="The result of your online payment, with its reference number." />
);

export default PaymentStatusPage;
