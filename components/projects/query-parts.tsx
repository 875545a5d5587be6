"use client";

// Parts of the query screens: one query as the reviewer and the table read it (question, reply,
// files, who and when), and the form that sends text with files (a new query, or a reply).
import { ACCEPT } from "@/lib/http/file-type";
import { istDateTimeText } from "@/lib/india-time";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FilePicker } from "@/components/ui/file-picker";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { TextArea } from "@/components/ui/textarea";
import type { TResult } from "@/components/shared/post-form";
import type { TQueryFileView, TQueryView } from "./project-types";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";
import { PickedFiles, usePickedFiles } from "@/components/shared/picked-files";

const STATE_TEXT: Record<TQueryView["state"], string> = {
  OPEN: "Waiting for the table's reply",
  ANSWERED: "Answered, waiting for the reviewer",
  CLOSED: "Closed",
};

const Files = ({ files, label }: { files: TQueryFileView[]; label: string }) =>
  files.length === 0 ? null : (
    <ul aria-label={label} className="mt-2 flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file.id}>
          <a className="text-sm text-brand-700 underline" href={file.url} target="_blank" rel="noreferrer">
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  );

export const QueryCard = ({ query, children }: { query: TQueryView; children?: ReactNode }) => (
  <article aria-labelledby={`query-${query.id}`} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
    <header className="flex flex-wrap items-center justify-between gap-2">
      <h3 id={`query-${query.id}`} className="font-semibold text-slate-900">
        {query.applicationNo}: {query.title}
        <span className="ml-2 text-sm font-normal text-slate-600">
          {query.tableNo !== null ? `Table ${query.tableNo}` : `Circle ${query.circleNo}`}
        </span>
      </h3>
      <Badge tone={query.state === "OPEN" ? "warning" : "neutral"}>{STATE_TEXT[query.state]}</Badge>
    </header>
    <div>
      <p className="text-xs text-slate-600">
        Asked by {query.raisedBy} on {istDateTimeText(query.raisedAt)}
      </p>
      <p className="mt-1 whitespace-pre-line text-slate-900">{query.question}</p>
      <Files files={query.files.filter((file) => file.side === "QUESTION")} label="Files with the query" />
    </div>
    {query.reply !== null && (
      <div className="border-l-4 border-brand-200 pl-3">
        <p className="text-xs text-slate-600">
          Reply by {query.repliedBy} on {query.repliedAt ? istDateTimeText(query.repliedAt) : ""}
        </p>
        <p className="mt-1 whitespace-pre-line text-slate-900">{query.reply}</p>
        <Files files={query.files.filter((file) => file.side === "REPLY")} label="Files with the reply" />
      </div>
    )}
    {children}
  </article>
);

/** Text (required) and files, sent by `send`; cleared after it succeeds. */
export const TextWithFilesForm = ({
  label,
  submitLabel,
  send,
  onSent,
}: {
  label: string;
  submitLabel: string;
  send: (text: string, files: File[]) => Promise<TResult<TQueryView>>;
  onSent: (query: TQueryView) => void;
}) => {
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<TFormStatus>(null);
  const [error, setError] = useState<string | undefined>();
  const formRef = useRef<HTMLFormElement>(null);
  const picked = usePickedFiles(formRef);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim() === "") {
      setError(`${label} is required.`);
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setBusy(true);
    setStatus(null);
    setError(undefined);
    const result = await send(text, picked.files);
    setBusy(false);
    if (!result.ok) {
      setStatus({ tone: "error", text: result.message });
      return;
    }
    setText("");
    picked.clear();
    onSent(result.value);
  };

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} className="space-y-3" noValidate>
      <TextArea
        label={label}
        required
        rows={4}
        maxLength={4000}
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <FilePicker
        label={`Attach files to the ${label.toLowerCase()}`}
        buttonLabel="Attach files"
        accept={ACCEPT.document}
        multiple
        hint="PDF or images, up to 10 MB each."
        onFiles={picked.add}
      />
      <PickedFiles label="Files to send" files={picked.files} onRemove={picked.remove} />
      <FormStatus status={status} />
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </form>
  );
};
