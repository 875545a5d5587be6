"use client";

// What a unit's office-bearers panel does, the same for a table (on its page) and a circle (on
// the area postings screen): one savepostings call at a time, its outcome said in the panel's
// status and a refusal marked on Member and Role (the postings loaded again when it was for what
// the panel showed); an Add of a member as chairman, where another is posted, asked first and
// done as a replacement; a Remove asked first. The panel keeps its own list, form and words.
import { useState } from "react";
import type { TFieldErrors } from "@/components/shared/request-json";
import type { TResult } from "@/components/shared/post-form";
import type { TFormStatus } from "@/components/ui/form-status";
import type { TPostingChanges } from "./area-postings-api";
import { chairmanToReplace, replaceChanges, replacedText, type TReplacing, type TWords } from "./replace-chairman";
import { refusedAsStale, type TOfficeBearer } from "./tables-api";

export type TPosted = Pick<TOfficeBearer, "postingId" | "memberId" | "fullName" | "role">;

type TOptions<TSaved, TPosting extends TPosted> = {
  /** The unit's one savepostings call for the year. */
  save: (changes: TPostingChanges) => Promise<TResult<TSaved>>;
  onSaved: (saved: TSaved) => void;
  /** Loads the postings again, after a refusal that says they are out of date. */
  onStale: () => void;
  /** Member's and Role's errors in a refusal. */
  fieldErrors: (fields: TFieldErrors) => Record<string, string>;
  /** The unit's chairman role (TEX-C, CEX) and its postings of the year. */
  chairmanRole: string;
  postings: readonly TPosting[];
  /** What a replacement that went through says (replace-chairman). */
  words: TWords;
  /** What an Add and a Remove that went through say. */
  addedText: (name: string, role: string) => string;
  removedText: (posting: TPosting) => string;
};

export const usePostingActions = <TSaved, TPosting extends TPosted>({
  save,
  onSaved,
  onStale,
  fieldErrors,
  chairmanRole,
  postings,
  words,
  addedText,
  removedText,
}: TOptions<TSaved, TPosting>) => {
  const [memberId, setMemberId] = useState("");
  const [role, setRole] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<TPosting | null>(null);
  const [replacing, setReplacing] = useState<TReplacing | null>(null);

  const apply = async (changes: TPostingChanges, done: string) => {
    setBusy(true);
    setStatus(null);
    const result = await save(changes);
    setBusy(false);
    if (result.ok) {
      onSaved(result.value);
      setErrors({});
      setStatus({ tone: "success", text: done });
      return true;
    }
    setErrors(fieldErrors(result.fields));
    setStatus({ tone: "error", text: result.message });
    if (refusedAsStale(result)) onStale();
    return false;
  };

  const clearChoice = () => {
    setMemberId("");
    setRole("");
  };

  /** Posts the chosen member (`name`) in the chosen role, or asks first where that replaces the chairman. */
  const post = async (chosenId: string, name: string) => {
    const chairman = chairmanToReplace(postings, chairmanRole, Number(chosenId), role);
    if (chairman) {
      setReplacing({ chairman, memberId: Number(chosenId), name, role });
      return;
    }
    if (await apply({ add: [{ memberId: Number(chosenId), role }] }, addedText(name, role))) clearChoice();
  };

  const confirmReplace = async () => {
    if (!replacing) return;
    const done = await apply(replaceChanges(replacing), replacedText(replacing, words));
    setReplacing(null);
    if (done) clearChoice();
  };

  const confirmRemove = async () => {
    if (!removing) return;
    await apply({ remove: [removing.postingId] }, removedText(removing));
    setRemoving(null);
  };

  return {
    memberId,
    setMemberId,
    role,
    setRole,
    errors,
    setErrors,
    status,
    setStatus,
    busy,
    removing,
    setRemoving,
    replacing,
    setReplacing,
    post,
    confirmReplace,
    confirmRemove,
  };
};

export type TPostingActions<TPosting extends TPosted> = ReturnType<typeof usePostingActions<unknown, TPosting>>;
