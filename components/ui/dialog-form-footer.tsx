import { Button } from "./button";
import { FormStatus, type TFormStatus } from "./form-status";

type TDialogFormFooterProps = { status: TFormStatus; busy: boolean; onCancel: () => void };

/** The end of a form in a dialog: its status line, then Cancel and Save (busy while it saves). */
export const DialogFormFooter = ({ status, busy, onCancel }: TDialogFormFooterProps) => (
  <>
    <FormStatus status={status} />
    <div className="flex justify-end gap-3">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" loading={busy}>
        Save
      </Button>
    </div>
  </>
);
