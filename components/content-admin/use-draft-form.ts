import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { CORRECT_FIELDS_MESSAGE, type TFieldErrors } from "@/components/shared/request-json";
import type { TResult } from "@/components/shared/post-form";
import type { TSavedReply } from "./content-api";
import { cancelWouldLoseWork } from "./draft-changes";

type TDraftFormOptions<TDraft, TSaved> = {
  initial: () => TDraft;
  /** Checks the browser can make before sending; the API checks everything again. */
  check: (draft: TDraft) => TFieldErrors;
  save: (draft: TDraft) => Promise<TResult<TSavedReply<TSaved>>>;
  onSaved: (saved: TSaved, message: string) => void;
  /** The API's field names that the form shows under another name. */
  fieldAliases?: Record<string, string>;
};

/**
 * The state of an admin edit form: the draft, field errors, the form's message, saving, an image
 * uploading, and whether Cancel would lose changes.
 */
export const useDraftForm = <TDraft extends Record<string, unknown>, TSaved>({
  initial,
  check,
  save,
  onSaved,
  fieldAliases = {},
}: TDraftFormOptions<TDraft, TSaved>) => {
  // What the form opened with: Cancel asks first when the draft has moved from it.
  const [start] = useState<TDraft>(initial);
  const [draft, setDraft] = useState<TDraft>(start);
  // An image upload under way: Save waits for it, and Cancel would lose it.
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const router = useRouter();

  useEffect(() => titleRef.current?.focus(), []);

  const set = <K extends keyof TDraft>(key: K, value: TDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return setFormError(CORRECT_FIELDS_MESSAGE);
    setSaving(true);
    setFormError(null);
    const result = await save(draft);
    setSaving(false);
    if (result.ok) {
      // The page's lists came with it: fetched again, the page that Back shows later has this save.
      router.refresh();
      return onSaved(result.value.saved, result.value.message ?? "Saved.");
    }
    const fields = { ...result.fields };
    for (const [apiName, formName] of Object.entries(fieldAliases)) if (fields[apiName]) fields[formName] = fields[apiName];
    setErrors(fields);
    setFormError(Object.keys(fields).length > 0 ? CORRECT_FIELDS_MESSAGE : result.message);
  };

  const unsaved = cancelWouldLoseWork({ start, draft, uploading });

  return { draft, set, errors, formError, saving, uploading, setUploading, unsaved, titleRef, submit };
};
