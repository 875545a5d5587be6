"use client";

// The FCRA donation form (/fcradonations): who gives, their address and identity as the law
// asks, the amount and purpose, and the declaration. Checked in the browser with the API's own
// rules, then stored by POST /api/fcradonations/createfcradonation as pending payment.
import { useState, type FormEvent } from "react";
import { parseFcraDonationInput } from "@/lib/content/fcra-donation-input";
import { NETWORK_ERROR_MESSAGE } from "@/components/shared/request-json";
import type { TPayable } from "@/components/payments/pay-online-button";
import { Button } from "@/components/ui/button";
import { FormStatus } from "@/components/ui/form-status";
import { LiveRegion } from "@/components/ui/live-region";
import { RadioGroup } from "@/components/ui/radio-group";
import { Select } from "@/components/ui/select";
import { TextArea } from "@/components/ui/textarea";
import { TextField } from "@/components/ui/text-field";
import { AddressFields } from "./address-fields";
import { ConsentField } from "./consent-field";
import { createFcraDonation, payableOf, referenceOf } from "./contribution-api";
import { apiFieldErrors, apiMessage, toFieldErrors, validateLikeApi } from "./form-errors";
import {
  CURRENCY_OPTIONS,
  DONOR_TYPE_OPTIONS,
  EMPTY_FCRA_FORM,
  FCRA_FIELDS,
  fcraPayload,
  visibleFcraFields,
  type TFcraForm,
} from "./fcra-fields";
import { newFormKey } from "./form-key";
import { FormSection } from "./form-section";
import { SubmissionSuccess } from "./submission-success";
import { CHECK_FIELDS, useFormState } from "./use-form-state";

const validate = (form: TFcraForm) => validateLikeApi(parseFcraDonationInput, fcraPayload(form), FCRA_FIELDS);

export const FcraDonationForm = () => {
  const form = useFormState<TFcraForm>(EMPTY_FCRA_FORM, validate);
  const [stored, setStored] = useState<{
    message: string;
    referenceNo: string | null;
    payable: TPayable | null;
  } | null>(null);
  // One key per filling-in of the form: every send of it answers the same pledge.
  const [formKey, setFormKey] = useState(newFormKey);
  const { values, errors, bind, update } = form;
  const show = visibleFcraFields(values);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy || !form.check()) return;
    form.setBusy(true);
    const reply = await createFcraDonation({ ...fcraPayload(values), idempotencyKey: formKey });
    form.setBusy(false);
    if (reply.ok) {
      setStored({
        message: apiMessage(reply.data) ?? "Thank you. Your donation is recorded.",
        referenceNo: referenceOf(reply.data, "fcradonation"),
        payable: payableOf(reply.data, "fcradonation", { email: values.email, phone: values.phone }),
      });
      form.reset();
      setFormKey(newFormKey());
      return;
    }
    if (reply.status === 0) return form.setStatus({ tone: "error", text: NETWORK_ERROR_MESSAGE });
    const { fields, other } = toFieldErrors(apiFieldErrors(reply.data), FCRA_FIELDS);
    form.setErrors(fields);
    const hasFields = Object.keys(fields).length > 0;
    form.setStatus({
      tone: "error",
      text: hasFields ? CHECK_FIELDS : (other[0] ?? apiMessage(reply.data) ?? "The donation could not be recorded."),
    });
  };

  if (stored) {
    return (
      <LiveRegion>
        <SubmissionSuccess
          title="Thank you for your donation"
          message={stored.message}
          referenceNo={stored.referenceNo}
          payable={stored.payable}
          againLabel="Make another donation"
          onAgain={() => setStored(null)}
        />
      </LiveRegion>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="FCRA donation" className="space-y-8">
      <div data-invalid={errors.donorType ? true : undefined}>
        <RadioGroup
          legend="Who is donating?"
          name="donorType"
          value={values.donorType}
          options={DONOR_TYPE_OPTIONS}
          onChange={(donorType) => update({ donorType: donorType as TFcraForm["donorType"] })}
          error={errors.donorType}
          required
        />
      </div>

      <FormSection title="Your details">
        <TextField
          label={show.organisation ? "Contact person" : "Full name"}
          autoComplete="name"
          required
          {...bind("donorName")}
        />
        {show.organisation && (
          <TextField label="Organisation name" autoComplete="organization" required {...bind("organisationName")} />
        )}
        {show.registrationNumber && (
          <TextField
            label="Registration number"
            hint="The organisation's registration in its own country."
            required
            {...bind("registrationNumber")}
          />
        )}
        <TextField label="E-mail" type="email" autoComplete="email" required {...bind("email")} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="With the country code, e.g. +91 98765 43210."
          required
          {...bind("phone")}
        />
      </FormSection>

      <FormSection title="Address">
        <AddressFields bind={bind} stateRequired={values.country === "IN"} />
      </FormSection>

      {(show.pan || show.foreignIdentity) && (
        <FormSection title="Identity">
          {show.pan && (
            <TextField
              label="PAN"
              autoCapitalize="characters"
              hint="10 characters, e.g. ABCDE1234F. Needed for the 80G receipt."
              required
              {...bind("pan")}
            />
          )}
          {show.foreignIdentity && (
            <>
              <TextField label="Passport number" autoCapitalize="characters" required {...bind("passportNumber")} />
              <TextField label="Nationality" hint="As in your passport, e.g. American." required {...bind("nationality")} />
            </>
          )}
        </FormSection>
      )}

      <FormSection title="Your donation">
        <TextField label="Amount" inputMode="decimal" required {...bind("amount")} />
        {show.currency ? (
          <Select label="Currency" options={CURRENCY_OPTIONS} required {...bind("currency")} />
        ) : (
          <TextField label="Currency" value="INR (Indian rupees)" readOnly disabled name="currencyShown" />
        )}
        <TextArea
          label="Purpose"
          rows={3}
          hint="For example: general fund, education, health camps or disaster relief."
          required
          className="sm:col-span-2"
          {...bind("purpose")}
        />
      </FormSection>

      <ConsentField checked={values.consent} onChange={(consent) => update({ consent })} error={errors.consent}>
        I declare that the details above are true, that this donation is from my own (or my organisation&apos;s) funds through
        normal banking channels, and I agree that the foundation keeps them to issue receipts and to report the donation as Indian
        law (FCRA and the Income-tax Act) requires.
      </ConsentField>

      <FormStatus status={form.status} />
      <Button type="submit" size="lg" loading={form.busy}>
        {form.busy ? "Recording…" : "Record my donation"}
      </Button>
    </form>
  );
};
