import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

type TSubmissionSuccessProps = {
  title: string;
  message: string;
  referenceNo: string | null;
  onAgain: () => void;
  againLabel: string;
};

/** What the visitor sees once the record is stored: its reference and that payment comes later. */
export const SubmissionSuccess = ({ title, message, referenceNo, onAgain, againLabel }: TSubmissionSuccessProps) => (
  <div className="space-y-5">
    <Alert tone="success" title={title}>
      <p>{message}</p>
      {referenceNo && (
        <p className="mt-2">
          Your reference: <strong className="font-mono">{referenceNo}</strong>
        </p>
      )}
      <p className="mt-2">
        It is stored as <strong>pending payment</strong>. Payment comes later: the secretariat will write to you with the payment
        details and send the receipt once the money arrives.
      </p>
    </Alert>
    <Button variant="secondary" onClick={onAgain}>
      {againLabel}
    </Button>
  </div>
);
