import type { Metadata } from "next";
import { ApplicationPrintPage, type TApplicationPrintParams } from "@/components/projects/application-print-page";

export const metadata: Metadata = { title: "Project Application (print)" };

/** The whole application, read-only, laid out for printing; "Download PDF" has the PDF service print it. */
const TableProjectApplicationPrintPage = ({ params }: { params: TApplicationPrintParams }) => (
  <ApplicationPrintPage title="Project Application" route="tableprojectapplication" params={params} />
);

export default TableProjectApplicationPrintPage;
