import type { ReactNode } from "react";
import { Alert } from "./alert";
import { Button } from "./button";

type TLoadErrorProps = {
  title: string;
  message: string | null;
  onRetry: () => void;
  /** Other ways on, beside Retry (a link back to the list). */
  children?: ReactNode;
  className?: string;
};

/**
 * What a screen shows when its data could not be loaded: what failed (the title), the server's
 * reason, and Retry, which loads it again (`useLoad`'s `retry`). Announced as an alert.
 */
export const LoadError = ({ title, message, onRetry, children, className }: TLoadErrorProps) => (
  // An alert: it replaces a loading state, so screen readers are told at once.
  <div role="alert" className={className}>
    <Alert tone="error" title={title}>
      {message && <p>{message}</p>}
      <div className="mt-3 flex flex-wrap gap-3">
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Retry
        </Button>
        {children}
      </div>
    </Alert>
  </div>
);
