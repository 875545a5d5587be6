"use client";

import { useEffect, useRef, useState } from "react";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";
import { OnUnmount } from "@/components/shared/on-unmount";
import { focusKey, useFocusAfter } from "@/components/shared/use-focus-after";
import { CORRECT_FIELDS_MESSAGE, refusalText, sentence, toShownFields } from "@/components/shared/request-json";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FilePicker } from "@/components/ui/file-picker";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { LiveRegion } from "@/components/ui/live-region";
import { LoadError } from "@/components/ui/load-error";
import { TextField } from "@/components/ui/text-field";
import { ATTACHMENTS_HINT, attachmentsTotalError, MAX_ATTACHMENTS } from "@/lib/massmail/attachment-limits";
import { AudiencePicker, type TAudienceOptions } from "./audience-picker";
import {
  countAudience,
  sendMassMail,
  uploadAttachments,
  type TAttachmentInfo,
  type TAudienceCount,
  type TAudienceInput,
} from "./massmail-api";
import { RichTextEditor } from "./rich-text-editor";

/** The fields the form shows an error under: the API's nested ones ("audience.tables") go to their control. */
const SHOWN_FIELDS = ["subject", "html", "attachments", "audience"];

const EMPTY_AUDIENCE: TAudienceInput = { all: false, areas: [], tables: [], circles: [], roles: [], postingYear: null };

const chosen = (audience: TAudienceInput) =>
  audience.all ||
  audience.areas.length + audience.tables.length + audience.circles.length + audience.roles.length > 0 ||
  audience.postingYear !== null;

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Compose, choose the audience, see the count, confirm and send. */
export const ComposeForm = ({ options, onSent }: { options: TAudienceOptions; onSent: (id: number) => void }) => {
  const [subject, setSubject] = useState("");
  const [html, setHtml] = useState("");
  const [editorKey, setEditorKey] = useState(0);
  const [essential, setEssential] = useState(false);
  const [audience, setAudience] = useState<TAudienceInput>(EMPTY_AUDIENCE);
  const [attachments, setAttachments] = useState<TAttachmentInfo[]>([]);
  const [uploading, setUploading] = useState(false);
  // Why the last pick of files was refused before uploading (more than the attachments left).
  const [pickRefusal, setPickRefusal] = useState("");
  // The count of the audience and essential flag it was made for (a count for another choice is stale).
  const [counted, setCounted] = useState<{ key: string; count: TAudienceCount | null; error: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  // Counts a "Count again" after a count that failed.
  const [countAttempt, setCountAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const focusLater = useFocusAfter(attachments, formRef);
  // Run once the confirmation has gone: it gives focus back to Send as it goes.
  const afterConfirm = useRef<(() => void) | null>(null);

  // The count follows the audience (and essential, which decides whether unsubscribed addresses count).
  const countKey = JSON.stringify([audience, essential, countAttempt]);
  const isChosen = chosen(audience);
  useEffect(() => {
    if (!isChosen) return;
    let current = true;
    const timer = setTimeout(async () => {
      const result = await countAudience(audience, essential);
      if (!current) return;
      setCounted(
        result.ok ? { key: countKey, count: result.value, error: "" } : { key: countKey, count: null, error: result.message },
      );
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [audience, essential, countKey, isChosen]);
  const fresh = isChosen && counted?.key === countKey ? counted : null;
  const counting = isChosen && !fresh;
  const count = fresh?.count ?? null;
  // Without a count there is nothing to confirm: Send waits for one.
  const countFailed = fresh !== null && count === null;
  const audienceError = errors.audience || undefined;

  const attach = async (files: File[]) => {
    // Refused before uploading: Send would refuse the sixth anyway, after the files had gone up.
    const room = MAX_ATTACHMENTS - attachments.length;
    if (files.length > room) {
      const refusal = `At most ${MAX_ATTACHMENTS} attachments: ${room === 1 ? "1 more file" : `${room} more files`} can be added, ${files.length} were chosen.`;
      setPickRefusal(refusal);
      return;
    }
    setPickRefusal("");
    setUploading(true);
    const result = await uploadAttachments(files);
    setUploading(false);
    if (result.ok) {
      setAttachments((old) => [...old, ...result.value]);
      setErrors((old) => ({ ...old, attachments: "" }));
    } else setErrors((old) => ({ ...old, attachments: result.message }));
  };

  const check = () => {
    const found: Record<string, string> = {};
    if (!subject.trim()) found.subject = "Write a subject.";
    if (!html.replace(/<[^>]*>|&nbsp;/g, "").trim()) found.html = "Write the message.";
    if (!chosen(audience)) found.audience = "Choose who receives the mail.";
    else if (count && count.count === 0) found.audience = "Nobody in this audience would receive it.";
    const tooLarge = attachmentsTotalError(attachments.reduce((sum, file) => sum + file.size, 0));
    if (attachments.length > MAX_ATTACHMENTS) found.attachments = `At most ${MAX_ATTACHMENTS} attachments.`;
    else if (tooLarge) found.attachments = sentence(tooLarge);
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    setStatus({ tone: "error", text: CORRECT_FIELDS_MESSAGE });
    return false;
  };

  const send = async () => {
    setSending(true);
    const result = await sendMassMail({
      subject,
      html,
      essential,
      audience,
      attachments: attachments.map(({ name, fileName }) => ({ name, fileName })),
    });
    setSending(false);
    setConfirming(false);
    if (!result.ok) {
      const fields = toShownFields(result.fields, SHOWN_FIELDS);
      setErrors(fields);
      setStatus({ tone: "error", text: refusalText({ message: result.message, fields }, SHOWN_FIELDS, result.message) });
      // FormStatus moves focus too, but gives up after its frames; a slow close must not outlast it.
      afterConfirm.current = () => {
        if (formRef.current) focusFirstInvalid(formRef.current);
      };
      return;
    }
    setStatus({ tone: "success", text: result.value.message });
    setSubject("");
    setHtml("");
    setEditorKey((key) => key + 1);
    setAttachments([]);
    setPickRefusal("");
    setAudience(EMPTY_AUDIENCE);
    setEssential(false);
    onSent(result.value.id);
  };

  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        setStatus(null);
        if (check()) setConfirming(true);
      }}
    >
      <TextField
        label="Subject"
        required
        value={subject}
        maxLength={200}
        error={errors.subject}
        onChange={(event) => setSubject(event.target.value)}
      />
      <RichTextEditor
        key={editorKey}
        label="Message"
        error={errors.html}
        onChange={setHtml}
        hint="Links must start with https:// or mailto:. Images are not sent."
      />
      <div>
        <FilePicker
          label="Attach files"
          multiple
          accept=".pdf,.png,.jpg,.jpeg,.gif,application/pdf,image/*"
          disabled={uploading || attachments.length >= MAX_ATTACHMENTS}
          hint={ATTACHMENTS_HINT}
          error={errors.attachments || undefined}
          onFiles={attach}
        />
        {uploading && <p className="mt-1 text-sm text-slate-600">Uploading…</p>}
        <LiveRegion className="mt-1 text-sm text-red-700">{pickRefusal}</LiveRegion>
        {attachments.length > 0 && (
          <ul aria-label="Attachments" className="mt-2 space-y-1 text-sm">
            {attachments.map((file, index) => (
              <li key={file.name} className="flex items-center gap-3">
                <span>
                  {file.fileName} ({kb(file.size)})
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  data-focus-key={`remove-attachment-${index}`}
                  onClick={() => {
                    // Focus goes to the next file's Remove (now at this place), else the one before, else the picker.
                    focusLater([
                      focusKey(`remove-attachment-${index}`),
                      focusKey(`remove-attachment-${index - 1}`),
                      'input[type="file"]',
                    ]);
                    setAttachments((old) => old.filter((entry) => entry.name !== file.name));
                    setPickRefusal("");
                  }}
                >
                  Remove<span className="sr-only"> {file.fileName}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <AudiencePicker
        options={options}
        value={audience}
        onChange={(next) => {
          setAudience(next);
          setErrors((old) => ({ ...old, audience: "" }));
        }}
        error={audienceError}
      />
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={essential}
          onChange={(event) => setEssential(event.target.checked)}
        />
        <span>Essential notice (dues, AGM notice): sent also to those who unsubscribed, and carries no unsubscribe link.</span>
      </label>
      <LiveRegion className="text-sm text-slate-800">
        {chosen(audience) &&
          (counting ? (
            <span>Counting recipients…</span>
          ) : count ? (
            <span data-testid="recipient-count">
              <strong>{count.count}</strong> recipients
              {count.optedOut > 0 && ` (${count.optedOut} unsubscribed address${count.optedOut === 1 ? "" : "es"} left out)`}
            </span>
          ) : null)}
      </LiveRegion>
      {countFailed && (
        <LoadError
          title="The recipients could not be counted."
          message={fresh.error}
          onRetry={() => setCountAttempt((value) => value + 1)}
        />
      )}
      <FormStatus status={status} />
      <Button type="submit" disabled={uploading || counting || countFailed}>
        Send
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Send this mail?"
        message={
          <>
            {`“${subject.trim()}” will be sent to ${count?.count ?? 0} recipients${essential ? " as an essential notice" : ""}. This cannot be undone.`}
            <OnUnmount
              run={() => {
                afterConfirm.current?.();
                afterConfirm.current = null;
              }}
            />
          </>
        }
        confirmLabel={`Send to ${count?.count ?? 0} recipients`}
        busy={sending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
};
