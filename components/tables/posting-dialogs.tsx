"use client";

// A postings panel's confirmations (usePostingSave, usePostingActions): Remove of an office bearer,
// and Replace of the posted chairman.
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ReplaceChairmanDialog, type TWords } from "./replace-chairman";
import type { TPosted, TPostingActions, TPostingSave } from "./use-posting-actions";

type TRemoveProps<TPosting extends TPosted> = {
  actions: TPostingSave<TPosting>;
  title: string;
  /** What Remove asks about the posting. */
  message: (posting: TPosting) => string;
};

export const RemovePostingDialog = <TPosting extends TPosted>({ actions, title, message }: TRemoveProps<TPosting>) => (
  <ConfirmDialog
    open={actions.removing !== null}
    title={title}
    message={actions.removing ? message(actions.removing) : ""}
    confirmLabel="Remove"
    confirmVariant="danger"
    busy={actions.busy}
    onConfirm={actions.confirmRemove}
    onCancel={() => actions.setRemoving(null)}
  />
);

type TProps<TPosting extends TPosted> = {
  actions: TPostingActions<TPosting>;
  words: TWords;
  /** What Remove asks about the posting. */
  removeMessage: (posting: TPosting) => string;
};

export const PostingDialogs = <TPosting extends TPosted>({ actions, words, removeMessage }: TProps<TPosting>) => (
  <>
    <RemovePostingDialog actions={actions} title="Remove office bearer" message={removeMessage} />
    <ReplaceChairmanDialog
      replacing={actions.replacing}
      {...words}
      busy={actions.busy}
      onConfirm={actions.confirmReplace}
      onCancel={() => actions.setReplacing(null)}
    />
  </>
);
