import type { Metadata } from "next";
import { ApplicationPrintPage, type TApplicationPrintParams } from "@/components/projects/application-print-page";

export const metadata: Metadata = { title: "Application Preview" };

/** The applicants' preview of their application as its PDF reads (the same print view). */
const ApplicationPreviewPage = ({ params }: { params: TApplicationPrintParams }) => (
  <ApplicationPrintPage title="Application Preview" route="tableprojectapplicationpreviewforpdf" params={params} />
);

export default ApplicationPreviewPage;
