"use client";

import { useState, type FormEvent } from "react";
import { NOTHING_TO_SAVE } from "@/components/shared/changed-values";
import { CORRECT_FIELDS_MESSAGE, refusalText } from "@/components/shared/request-json";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FilePicker } from "@/components/ui/file-picker";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { TextField } from "@/components/ui/text-field";
import { AGE_PROOF_ACCEPT, IMAGE_ACCEPT, updateDetails, type TDetailsInput, type TProfile } from "./profile-api";
import { detailsOf, detailsToSave, type TDetailErrors } from "./profile-changes";
import { displayFileName, storedFileUrl } from "./profile-format";

type TErrors = TDetailErrors & Partial<Record<"profileimgfile" | "ageproofdoc", string>>;

const FIELDS: { name: keyof TDetailsInput; label: string; hint?: string; type?: string; autoComplete?: string }[] = [
  { name: "title", label: "Title", autoComplete: "honorific-prefix" },
  { name: "fullName", label: "Full name", autoComplete: "name" },
  { name: "phoneNumber", label: "Mobile number", hint: "e.g. +91 98400 12345", type: "tel", autoComplete: "tel" },
  { name: "email", label: "E-mail", type: "email", autoComplete: "email" },
  { name: "panCard", label: "PAN", hint: "e.g. ABCDE1234F" },
  { name: "form12AA", label: "Form 12AA details" },
  { name: "trustDeed", label: "Trust deed details" },
  { name: "eightyG", label: "80G details" },
];

/**
 * Edits the member's own details (POST /api/auth/updatemember), with the photograph and the age
 * proof. A save sends only the details changed since the form opened or was last saved.
 */
export const ProfileDetailsForm = ({ profile, onSaved }: { profile: TProfile; onSaved: (profile: TProfile) => void }) => {
  // The details the form opened with (after a save: as saved), against which changes are found.
  const [baseline, setBaseline] = useState<TDetailsInput>(() => detailsOf(profile));
  const [values, setValues] = useState<TDetailsInput>(baseline);
  const [photo, setPhoto] = useState<File | null>(null);
  const [ageProof, setAgeProof] = useState<File | null>(null);
  const [errors, setErrors] = useState<TErrors>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { changes, errors: found } = detailsToSave(baseline, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ tone: "error", text: CORRECT_FIELDS_MESSAGE });
      return;
    }
    if (Object.keys(changes).length === 0 && !photo && !ageProof) {
      setStatus({ tone: "info", text: NOTHING_TO_SAVE });
      return;
    }
    setSaving(true);
    setStatus(null);
    const result = await updateDetails(changes, photo, ageProof);
    setSaving(false);
    if (!result.ok) {
      setErrors(result.fields as TErrors);
      setStatus({
        tone: "error",
        text: refusalText(
          { message: result.message, fields: result.fields },
          [...FIELDS.map((f) => f.name), "profileimgfile", "ageproofdoc"],
          "Your details could not be saved.",
        ),
      });
      return;
    }
    onSaved(result.value);
    const saved = detailsOf(result.value);
    setBaseline(saved);
    setValues(saved);
    setPhoto(null);
    setAgeProof(null);
    setStatus({ tone: "success", text: "Your details have been saved." });
  };

  const ageProofState = profile.ageProofFileName
    ? profile.ageProofVerified
      ? { tone: "brand" as const, text: "Verified" }
      : { tone: "warning" as const, text: "Waiting for verification" }
    : { tone: "neutral" as const, text: "Not uploaded" };

  return (
    <section aria-labelledby="edit-details" className="space-y-4">
      <h2 id="edit-details" className="text-xl font-semibold text-slate-900">
        Edit your details
      </h2>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              name={field.name}
              label={field.label}
              hint={field.hint}
              type={field.type ?? "text"}
              autoComplete={field.autoComplete}
              required={field.name === "fullName"}
              value={values[field.name]}
              error={errors[field.name]}
              onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            />
          ))}
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          <div className="space-y-2">
            <p className="text-sm font-medium text-slate-800">Photograph</p>
            {profile.profileImageFileName && (
              // eslint-disable-next-line @next/next/no-img-element -- a private file, streamed with the session cookie
              <img
                src={storedFileUrl("profileimages", profile.profileImageFileName)}
                alt="Your photograph"
                width={122}
                height={75}
                className="h-[75px] w-[122px] rounded-md bg-slate-100 object-cover ring-1 ring-slate-200"
              />
            )}
            <FilePicker
              label="Choose a photograph"
              accept={IMAGE_ACCEPT}
              hint={photo ? `Chosen: ${photo.name}` : "png, jpeg or gif"}
              error={errors.profileimgfile}
              onFiles={(files) => setPhoto(files[0] ?? null)}
            />
          </div>
          <div className="space-y-2">
            <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
              Age proof <Badge tone={ageProofState.tone}>{ageProofState.text}</Badge>
            </p>
            {profile.ageProofFileName && (
              <a
                href={storedFileUrl("ageproofs", profile.ageProofFileName)}
                target="_blank"
                rel="noopener noreferrer"
                className="text-sm text-brand-700 underline"
              >
                {displayFileName(profile.ageProofFileName)}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
            <FilePicker
              label="Choose an age proof"
              accept={AGE_PROOF_ACCEPT}
              hint={
                ageProof ? `Chosen: ${ageProof.name}` : "png, jpeg, gif or pdf; a new one is verified again by the secretariat"
              }
              error={errors.ageproofdoc}
              onFiles={(files) => setAgeProof(files[0] ?? null)}
            />
          </div>
        </div>
        <FormStatus status={status} />
        <div className="flex justify-end">
          <Button type="submit" loading={saving}>
            Save details
          </Button>
        </div>
      </form>
    </section>
  );
};
