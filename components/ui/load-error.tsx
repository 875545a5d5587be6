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
 * reason, and Retry, which loads it again (`useLoad`'s `retry`).
 */
export const LoadError = ({ title, message, onRetry, children, className }: TLoadErrorProps) => (
  <Alert tone="error" title={title} className={className}>
    {message && <p>{message}</p>}
    <div className="mt-3 flex flex-wrap gap-3">
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Retry
      </Button>
      {children}
    </div>
  </Alert>
);
