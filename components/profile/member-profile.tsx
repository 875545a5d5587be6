"use client";

import { useState } from "react";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { TableScroll } from "@/components/ui/table-scroll";
import { formatPhone } from "@/lib/members/profile-fields";
import { ProfileDetailsForm } from "./profile-details-form";
import { ProfileFilesCell } from "./profile-files-cell";
import { uploadDocuments, unitOf, type TDocumentKind, type TProfile } from "./profile-api";
import { DOCUMENT_FOLDERS, FILE_COLUMNS, orNA } from "./profile-format";

const DETAIL_COLUMNS = [
  "UserName",
  "Table/Circle No.",
  "Phone No.",
  "Email",
  "Pan Details",
  "Form12AA Details",
  "Trust Deed Details",
  "80G Details",
] as const;

const cell = "border-b border-slate-200 px-3 py-3 align-top text-sm";

/** The member profile of SPEC.md: the Details table with its four file columns, and the edit form. */
export const MemberProfile = ({ initialProfile }: { initialProfile: TProfile }) => {
  const [profile, setProfile] = useState(initialProfile);
  // The columns with an upload under way: each column's Add and spinner follow its own upload.
  const [busy, setBusy] = useState<readonly TDocumentKind[]>([]);
  const [status, setStatus] = useState<TFormStatus>(null);
  // A refused upload's reason, shown under the Add control of its column as well as above the table.
  const [uploadError, setUploadError] = useState<{ kind: TDocumentKind; text: string } | null>(null);

  const upload = async (kind: TDocumentKind, label: string, files: File[]) => {
    setBusy((current) => [...current, kind]);
    setStatus(null);
    setUploadError(null);
    const result = await uploadDocuments(kind, profile, files);
    setBusy((current) => current.filter((other) => other !== kind));
    if (!result.ok) {
      const reason = result.fields.files ?? result.message;
      setUploadError({ kind, text: reason });
      setStatus({ tone: "error", text: `${label}: ${reason}` });
      return;
    }
    setProfile(result.value);
    setStatus({ tone: "success", text: `${files.length === 1 ? "1 file" : `${files.length} files`} added to ${label}.` });
  };

  const details = [
    profile.userName,
    unitOf(profile) || null,
    formatPhone(profile.phoneNumber),
    profile.email,
    profile.panCard,
    profile.form12AA,
    profile.trustDeed,
    profile.eightyG,
  ];

  return (
    <div className="space-y-10">
      <section aria-labelledby="profile-details" className="space-y-4">
        <h2 id="profile-details" className="text-xl font-semibold text-slate-900">
          Details
        </h2>
        <FormStatus status={status} />
        <TableScroll
          label="Your details and registration documents"
          className="rounded-xl border border-slate-200 bg-white shadow-sm"
        >
          <table className="min-w-full text-left">
            <caption className="sr-only">Your details and registration documents</caption>
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                {DETAIL_COLUMNS.map((label) => (
                  <th key={label} scope="col" className="px-3 py-3 whitespace-nowrap">
                    {label}
                  </th>
                ))}
                {FILE_COLUMNS.map(({ label }) => (
                  <th key={label} scope="col" className="px-3 py-3 whitespace-nowrap">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                {details.map((value, index) => (
                  <td key={DETAIL_COLUMNS[index]} className={cell}>
                    {orNA(value)}
                  </td>
                ))}
                {FILE_COLUMNS.map(({ kind, label, column }) => (
                  <td key={kind} className={cell}>
                    <ProfileFilesCell
                      label={label}
                      folder={DOCUMENT_FOLDERS[kind]}
                      names={profile[column]}
                      busy={busy.includes(kind)}
                      error={uploadError?.kind === kind ? uploadError.text : undefined}
                      onFiles={(files) => void upload(kind, label, files)}
                    />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </TableScroll>
      </section>
      <ProfileDetailsForm profile={profile} onSaved={setProfile} />
    </div>
  );
};
