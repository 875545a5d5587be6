"use client";

// What a unit's postings panel does. usePostingSave, for every panel (a table's on its page, and the
// area postings screen's area chairman and circle): one savepostings call at a time, its outcome said
// in the panel's status or on its fields (the postings loaded again when a refusal was for what the
// panel showed), and a Remove asked first. usePostingActions, for the table's and circle's Add form
// (member and role): an Add of a member as chairman, where another is posted, asked first and done
// as a replacement. The panel keeps its own list, form and words.
import { useState } from "react";
import type { TFieldErrors } from "@/components/shared/request-json";
import type { TFailure, TResult } from "@/components/shared/post-form";
import type { TFormStatus } from "@/components/ui/form-status";
import type { TPostingChanges } from "./area-postings-api";
import { chairmanToReplace, replaceChanges, replacedText, type TReplacing, type TWords } from "./replace-chairman";
import { refusedAsStale, type TOfficeBearer } from "./tables-api";

export type TPosted = Pick<TOfficeBearer, "postingId" | "memberId" | "fullName" | "role">;

/** What a refusal says: the fields' errors (left as they are when not given) and the status's error. */
export type TRefusal = { errors?: Record<string, string>; status: string | null };

/** A save of the panel's form, or a Remove. */
export type TSaveKind = "post" | "remove";

type TSaveOptions<TSaved, TPosting extends TPosted> = {
  /** The unit's one savepostings call for the year. */
  save: (changes: TPostingChanges) => Promise<TResult<TSaved>>;
  onSaved: (saved: TSaved) => void;
  /** Loads the postings again, after a refusal that says they are out of date. */
  onStale: () => void;
  refusal: (result: TFailure, kind: TSaveKind) => TRefusal;
  /** What a Remove that went through says. */
  removedText: (posting: TPosting) => string;
};

export const usePostingSave = <TSaved, TPosting extends TPosted>({
  save,
  onSaved,
  onStale,
  refusal,
  removedText,
}: TSaveOptions<TSaved, TPosting>) => {
  const [memberId, setMemberId] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<TPosting | null>(null);

  /** Saves `changes`, saying `done` when they went through; whether they did. */
  const apply = async (changes: TPostingChanges, done: string, kind: TSaveKind = "post") => {
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
    const said = refusal(result, kind);
    if (said.errors) setErrors(said.errors);
    if (said.status !== null) setStatus({ tone: "error", text: said.status });
    if (refusedAsStale(result)) onStale();
    return false;
  };

  const confirmRemove = async () => {
    if (!removing) return;
    await apply({ remove: [removing.postingId] }, removedText(removing), "remove");
    setRemoving(null);
  };

  return { memberId, setMemberId, errors, setErrors, status, setStatus, busy, removing, setRemoving, apply, confirmRemove };
};

export type TPostingSave<TPosting extends TPosted> = ReturnType<typeof usePostingSave<unknown, TPosting>>;

type TOptions<TSaved, TPosting extends TPosted> = Omit<TSaveOptions<TSaved, TPosting>, "refusal"> & {
  /** Member's and Role's errors in a refusal (the status says the API's message). */
  fieldErrors: (fields: TFieldErrors) => Record<string, string>;
  /** The unit's chairman role (TEX-C, CEX) and its postings of the year. */
  chairmanRole: string;
  postings: readonly TPosting[];
  /** What a replacement that went through says (replace-chairman). */
  words: TWords;
  /** What an Add that went through says. */
  addedText: (name: string, role: string) => string;
};

export const usePostingActions = <TSaved, TPosting extends TPosted>({
  fieldErrors,
  chairmanRole,
  postings,
  words,
  addedText,
  ...options
}: TOptions<TSaved, TPosting>) => {
  const saving = usePostingSave<TSaved, TPosting>({
    ...options,
    refusal: (result) => ({ errors: fieldErrors(result.fields), status: result.message }),
  });
  const { apply, setMemberId } = saving;
  const [role, setRole] = useState("");
  const [replacing, setReplacing] = useState<TReplacing | null>(null);

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

  return { ...saving, role, setRole, replacing, setReplacing, post, confirmReplace };
};

export type TPostingActions<TPosting extends TPosted> = ReturnType<typeof usePostingActions<unknown, TPosting>>;
