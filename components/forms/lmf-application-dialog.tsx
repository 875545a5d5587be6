"use client";

// One LMF application as the secretariat checks it (getlmfbyid, read afresh when opened): the
// applicant's details and the documents they uploaded, each opening in a new tab through the
// Admin-only storage route.
import type { ReactNode } from "react";
import { istDay } from "@/lib/india-time";
import { unitLabel } from "@/lib/tables/unit-label";
import { useLoad } from "@/components/shared/use-load";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Modal } from "@/components/ui/modal";
import { Skeleton } from "@/components/ui/skeleton";
import type { TLmfApplication } from "@/lib/content/types";
import { formatPhone } from "@/lib/members/profile-fields";
import { fetchLmfApplication } from "./contribution-api";
import { COUNTRIES } from "./countries";
import { LmfDocumentLinks } from "./lmf-document-links";
import { lmfFee, LmfStatusBadge } from "./lmf-application-table";

const Item = ({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) => (
  <div className={wide ? "sm:col-span-2" : undefined}>
    <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{term}</dt>
    <dd className="mt-0.5 text-slate-900">{children}</dd>
  </div>
);

const Details = ({ application }: { application: TLmfApplication }) => {
  const country = COUNTRIES.find(([code]) => code === application.country)?.[1] ?? application.country;
  return (
    <div className="space-y-6 text-sm">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Item term="Applied on">{istDay(application.createdAt)}</Item>
        <Item term="Fee">
          {lmfFee(application)} <LmfStatusBadge status={application.status} />
        </Item>
        <Item term="Name">{application.applicantName}</Item>
        <Item term="Date of birth">{application.dateOfBirth ? istDay(application.dateOfBirth) : "NA"}</Item>
        <Item term="PAN">
          <span className="font-mono">{application.pan}</span>
        </Item>
        <Item term="Table / Circle">{unitLabel(application) ?? "NA"}</Item>
        <Item term="E-mail">
          <a className="text-brand-700 underline" href={`mailto:${application.email}`}>
            {application.email}
          </a>
        </Item>
        <Item term="Phone">{formatPhone(application.phone)}</Item>
        <Item term="Address" wide>
          {[
            application.addressLine1,
            application.addressLine2,
            application.city,
            application.state,
            application.postalCode,
            country,
          ]
            .filter(Boolean)
            .join(", ")}
        </Item>
        <Item term="Applied as">{application.memberId === null ? "A visitor" : "A logged-in member"}</Item>
        <Item term="Declaration">{application.consent ? "Confirmed" : "Not confirmed"}</Item>
      </dl>
      <section aria-labelledby="lmf-application-documents" className="space-y-2">
        <h3 id="lmf-application-documents" className="text-base font-semibold text-slate-900">
          Documents
        </h3>
        <LmfDocumentLinks names={application.documents} />
      </section>
    </div>
  );
};

const LoadedDetails = ({ id }: { id: number }) => {
  const { value, error, retry } = useLoad(`lmf-application-${id}`, (signal) => fetchLmfApplication(id, signal));
  if (error) return <LoadError title="The application could not be loaded." message={error} onRetry={retry} />;
  if (!value) return <Skeleton label="Loading the application…" lines={4} />;
  return <Details application={value} />;
};

/** The details of the application chosen in the list; open while `application` is set. */
export const LmfApplicationDialog = ({ application, onClose }: { application: TLmfApplication | null; onClose: () => void }) => (
  <Modal
    open={application !== null}
    onClose={onClose}
    size="lg"
    title={application ? `LMF application ${application.referenceNo}` : "LMF application"}
    description={application?.applicantName}
    footer={
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    }
  >
    {application && <LoadedDetails id={application.id} />}
  </Modal>
);
