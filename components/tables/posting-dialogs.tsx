"use client";

// A postings panel's two confirmations (usePostingActions): Remove of an office bearer, and
// Replace of the posted chairman.
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ReplaceChairmanDialog, type TWords } from "./replace-chairman";
import type { TPosted, TPostingActions } from "./use-posting-actions";

type TProps<TPosting extends TPosted> = {
  actions: TPostingActions<TPosting>;
  words: TWords;
  /** What Remove asks about the posting. */
  removeMessage: (posting: TPosting) => string;
};

export const PostingDialogs = <TPosting extends TPosted>({ actions, words, removeMessage }: TProps<TPosting>) => (
  <>
    <ConfirmDialog
      open={actions.removing !== null}
      title="Remove office bearer"
      message={actions.removing ? removeMessage(actions.removing) : ""}
      confirmLabel="Remove"
      confirmVariant="danger"
      busy={actions.busy}
      onConfirm={actions.confirmRemove}
      onCancel={() => actions.setRemoving(null)}
    />
    <ReplaceChairmanDialog
      replacing={actions.replacing}
      {...words}
      busy={actions.busy}
      onConfirm={actions.confirmReplace}
      onCancel={() => actions.setReplacing(null)}
    />
  </>
);
