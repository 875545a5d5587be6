"use client";

// The become-a-life-member-friend form (/becomealmf): the applicant, their PAN and address, the
// table or circle that introduces them, their documents (uploaded first) and the declaration.
// Stored by POST /api/lmf/createlmf as pending payment.
import { useState, type FormEvent } from "react";
import { parseLmfApplicationInput } from "@/lib/content/lmf-application-input";
import { NETWORK_ERROR_MESSAGE } from "@/components/shared/request-json";
import type { TPayable } from "@/components/payments/pay-online-button";
import { Button } from "@/components/ui/button";
import { FormStatus } from "@/components/ui/form-status";
import { LiveRegion } from "@/components/ui/live-region";
import { refuseHalfTypedDates, TextField } from "@/components/ui/text-field";
import { AddressFields } from "./address-fields";
import { ConsentField } from "./consent-field";
import { createLmfApplication, payableOf, referenceOf, type TUploadedFile } from "./contribution-api";
import { apiFieldErrors, apiMessage, toFieldErrors, validateLikeApi } from "./form-errors";
import { newFormKey } from "./form-key";
import { FormSection } from "./form-section";
import { LmfDocuments } from "./lmf-documents";
import { EMPTY_LMF_FORM, LMF_FIELDS, lmfPayload, type TLmfForm } from "./lmf-fields";
import { SubmissionSuccess } from "./submission-success";
import { CHECK_FIELDS, useFormState } from "./use-form-state";

type TLmfFormProps = { amount: number; amountLabel: string };

export const LmfForm = ({ amount, amountLabel }: TLmfFormProps) => {
  const [documents, setDocuments] = useState<TUploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [stored, setStored] = useState<{
    message: string;
    referenceNo: string | null;
    payable: TPayable | null;
  } | null>(null);
  const validate = (values: TLmfForm, files = documents) =>
    validateLikeApi(parseLmfApplicationInput, lmfPayload(values, files, amount), LMF_FIELDS);
  const form = useFormState<TLmfForm>(EMPTY_LMF_FORM, validate);
  // One key per filling-in of the form: every send of it answers the same application.
  const [formKey, setFormKey] = useState(newFormKey);
  const { values, errors, bind, update } = form;

  const changeDocuments = (files: TUploadedFile[]) => {
    setDocuments(files);
    if (errors.documents) form.setErrors(validate(values, files));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy || uploading) return;
    const halfTyped = refuseHalfTypedDates(event.currentTarget);
    const checked = form.check();
    if (halfTyped) form.setStatus({ tone: "error", text: CHECK_FIELDS });
    if (!checked || halfTyped) return;
    form.setBusy(true);
    const reply = await createLmfApplication({ ...lmfPayload(values, documents, amount), idempotencyKey: formKey });
    form.setBusy(false);
    if (reply.ok) {
      setStored({
        message: apiMessage(reply.data) ?? "Thank you. Your application is recorded.",
        referenceNo: referenceOf(reply.data, "lmf"),
        payable: payableOf(reply.data, "lmf", { email: values.email, phone: values.phone }),
      });
      setDocuments([]);
      form.reset();
      setFormKey(newFormKey());
      return;
    }
    if (reply.status === 0) return form.setStatus({ tone: "error", text: NETWORK_ERROR_MESSAGE });
    const { fields, other } = toFieldErrors(apiFieldErrors(reply.data), LMF_FIELDS);
    form.setErrors(fields);
    const hasFields = Object.keys(fields).length > 0;
    form.setStatus({
      tone: "error",
      text: hasFields ? CHECK_FIELDS : (other[0] ?? apiMessage(reply.data) ?? "The application could not be recorded."),
    });
  };

  if (stored) {
    return (
      <LiveRegion>
        <SubmissionSuccess
          title="Thank you for applying"
          message={stored.message}
          referenceNo={stored.referenceNo}
          payable={stored.payable}
          againLabel="Send another application"
          onAgain={() => setStored(null)}
        />
      </LiveRegion>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Life member friend application" className="space-y-8">
      <FormSection title="About you">
        <TextField label="Full name" autoComplete="name" required {...bind("applicantName")} />
        <TextField
          label="Date of birth"
          type="date"
          min="1950-01-01"
          autoComplete="bday"
          partialDateMessage="Enter a full date of birth, or leave it empty"
          {...bind("dateOfBirth")}
        />
        <TextField label="E-mail" type="email" autoComplete="email" required {...bind("email")} />
        <TextField label="Phone" type="tel" autoComplete="tel" hint="e.g. +91 98765 43210" required {...bind("phone")} />
        <TextField label="PAN" autoCapitalize="characters" hint="Your personal PAN, e.g. ABCPE1234F." required {...bind("pan")} />
      </FormSection>

      <FormSection title="Address in India">
        <AddressFields bind={bind} stateRequired indiaOnly />
      </FormSection>

      <FormSection title="Your table or circle">
        <p className="text-sm text-slate-600 sm:col-span-2">The table or circle that introduces you: fill in at least one.</p>
        <TextField label="Table number" inputMode="numeric" hint="e.g. 12 for RT12" {...bind("tableNo")} />
        <TextField label="Circle number" inputMode="numeric" hint="e.g. 7 for LC7" {...bind("circleNo")} />
      </FormSection>

      <FormSection title="Documents">
        <LmfDocuments files={documents} onChange={changeDocuments} onUploadingChange={setUploading} error={errors.documents} />
      </FormSection>

      <div className="rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
        Life membership contribution: <strong>{amountLabel}</strong>, paid once. You pay it online as soon as your application is
        recorded; the secretariat then checks your application.
      </div>

      <ConsentField checked={values.consent} onChange={(consent) => update({ consent })} error={errors.consent}>
        I declare that the details and documents above are mine and true, and I agree that the foundation keeps them to process my
        application, issue receipts and meet its legal reporting duties.
      </ConsentField>

      <FormStatus status={form.status} />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          size="lg"
          loading={form.busy}
          disabled={uploading}
          aria-describedby={uploading ? "lmf-uploading" : undefined}
        >
          {form.busy ? "Sending…" : "Apply as a life member friend"}
        </Button>
        {uploading && (
          <p id="lmf-uploading" className="text-sm text-slate-600">
            Waiting for the upload to finish…
          </p>
        )}
      </div>
    </form>
  );
};
