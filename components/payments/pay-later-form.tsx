"use client";

// The pay-later form (/paymentgateway/pay): a donor who left after pledging, or pays from another
// device, gives the reference number, the e-mail and phone they gave with it and the amount, and is
// sent to the checkout (getpaymentEncryptedUrl, as the Pay button of the success screen). Every
// refusal is shown under its field; an already paid or cancelled pledge is said so under its reference.
import type { FormEvent } from "react";
import { CHECK_FIELDS, useFormState } from "@/components/forms/use-form-state";
import { SITE_CONTACT } from "@/lib/content/site-contact";
import { startOnlinePayment } from "@/components/payments/pay-online-button";
import { Button } from "@/components/ui/button";
import { FormStatus } from "@/components/ui/form-status";
import { TextField } from "@/components/ui/text-field";
import {
  EMPTY_PAY_LATER_FORM,
  PAY_LATER_FIELDS,
  payLaterPayload,
  validatePayLater,
  type TPayLaterForm,
} from "@/lib/payments/pay-later-input";

/** The API's field errors on the fields this form shows (it names them as the form does). */
const shownFields = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([field]) => (PAY_LATER_FIELDS as readonly string[]).includes(field)));

export const PayLaterForm = () => {
  const form = useFormState<TPayLaterForm>(EMPTY_PAY_LATER_FORM, validatePayLater);
  const { bind } = form;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy || !form.check()) return;
    form.setBusy(true);
    const result = await startOnlinePayment(payLaterPayload(form.values));
    if (result.ok) {
      // Busy until the checkout has loaded: a second press would start a second order.
      window.location.assign(result.value);
      return;
    }
    form.setBusy(false);
    const fields = shownFields(result.fields);
    form.setErrors(fields);
    if (Object.keys(fields).length === 0) return form.setStatus({ tone: "error", text: result.message });
    // Paid or cancelled (409): nothing to correct, so the form says where to turn instead.
    form.setStatus({
      tone: "error",
      text:
        result.status === 409
          ? `There is nothing to pay for this reference number. If you think that is wrong, write to ${SITE_CONTACT.email}.`
          : CHECK_FIELDS,
    });
  };

  // POST: pressed before the page's script has run, the form goes to this static page, which
  // answers with itself; a GET would put the donor's e-mail and phone in the address and the logs.
  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Pay a donation or LMF fee" className="space-y-5">
      <TextField
        label="Reference number"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        hint="As shown when you recorded it, e.g. FCRA-202526-000001 or LMF-202526-000001."
        required
        {...bind("id")}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        hint="The address you gave with your donation or application."
        required
        {...bind("email")}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="The number you gave with it, e.g. +91 98765 43210."
        required
        {...bind("mobileno")}
      />
      <TextField
        label="Amount"
        inputMode="decimal"
        autoComplete="off"
        hint="The amount you pledged, in its currency, e.g. 2500 or 2500.50."
        required
        {...bind("amount")}
      />
      <FormStatus status={form.status} />
      <Button type="submit" size="lg" loading={form.busy}>
        {form.busy ? "Starting the payment…" : "Continue to payment"}
      </Button>
      <p className="text-sm text-slate-600">
        You will go to the secure payment page of our payment gateway (card, net banking or UPI) and come back to this site for
        your receipt.
      </p>
    </form>
  );
};
