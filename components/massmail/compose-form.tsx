"use client";

import { ACCEPT } from "@/lib/http/file-type";
import { useRef, useState } from "react";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";
import { OnUnmount } from "@/components/shared/on-unmount";
import { useFocusAfter } from "@/components/shared/use-focus-after";
import { CORRECT_FIELDS_MESSAGE, refusalText, sentence, toShownFields } from "@/components/shared/request-json";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FilePicker } from "@/components/ui/file-picker";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { LiveRegion } from "@/components/ui/live-region";
import { LoadError } from "@/components/ui/load-error";
import { TextField } from "@/components/ui/text-field";
import { formatCount } from "@/lib/format-count";
import { ATTACHMENTS_HINT, attachmentsTotalError, MAX_ATTACHMENTS } from "@/lib/massmail/attachment-limits";
import { AttachmentList } from "./attachment-list";
import { AudiencePicker, type TAudienceOptions } from "./audience-picker";
import { confirmSendText, optedOutText, recipientsText } from "./mail-counts";
import { sendMassMail, uploadAttachments, type TAttachmentInfo, type TAudienceInput } from "./massmail-api";
import { RichTextEditor } from "./rich-text-editor";
import { chosen, useAudienceCount } from "./use-audience-count";

/** The fields the form shows an error under: the API's nested ones ("audience.tables") go to their control. */
const SHOWN_FIELDS = ["subject", "html", "attachments", "audience"];

const EMPTY_AUDIENCE: TAudienceInput = { all: false, areas: [], tables: [], circles: [], roles: [], postingYear: null };

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusLater = useFocusAfter(attachments, formRef);
  // Run once the confirmation has gone: it gives focus back to Send as it goes.
  const afterConfirm = useRef<(() => void) | null>(null);

  const { counting, count, failure: countFailure, countAgain } = useAudienceCount(audience, essential);
  const countFailed = countFailure !== null;
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
          accept={ACCEPT.document}
          disabled={uploading || attachments.length >= MAX_ATTACHMENTS}
          hint={ATTACHMENTS_HINT}
          error={errors.attachments || undefined}
          onFiles={attach}
        />
        {uploading && <p className="mt-1 text-sm text-slate-600">Uploading…</p>}
        <LiveRegion className="mt-1 text-sm text-red-700">{pickRefusal}</LiveRegion>
        <AttachmentList
          attachments={attachments}
          onRemove={(file, focusNext) => {
            focusLater(focusNext);
            setAttachments((old) => old.filter((entry) => entry.name !== file.name));
            setPickRefusal("");
          }}
        />
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
              <strong>{formatCount(count.count)}</strong> recipients
              {optedOutText(count.optedOut)}
            </span>
          ) : null)}
      </LiveRegion>
      {countFailure !== null && (
        <LoadError title="The recipients could not be counted." message={countFailure} onRetry={countAgain} />
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
            {confirmSendText(subject.trim(), count?.count ?? 0, essential)}
            <OnUnmount
              run={() => {
                afterConfirm.current?.();
                afterConfirm.current = null;
              }}
            />
          </>
        }
        confirmLabel={`Send to ${recipientsText(count?.count ?? 0)}`}
        busy={sending}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
};
