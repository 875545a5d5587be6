"use client";

// Unexpected errors of any page: a friendly message and a retry. Never the error's details: in
// production the server sends only a digest, which the secretariat can match in the logs.
import { useEffect } from "react";
import { StatusScreen } from "@/components/layout/status-screen";
import { Button, ButtonLink } from "@/components/ui/button";

type TErrorProps = { error: unknown; retry: () => void };

const digestOf = (error: unknown) =>
  typeof error === "object" && error !== null && "digest" in error && typeof error.digest === "string" ? error.digest : null;

const ErrorPage = ({ error, retry }: TErrorProps) => {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const digest = digestOf(error);

  return (
    <StatusScreen
      code="Something went wrong"
      title="This page could not be shown"
      actions={
        <>
          <Button onClick={() => retry()}>Try again</Button>
          <ButtonLink href="/" variant="secondary" prefetch={false}>
            Go to the home page
          </ButtonLink>
        </>
      }
    >
      <p>Please try again in a moment. If the problem continues, contact the secretariat.</p>
      {digest && <p className="mt-3 text-xs text-slate-500">Reference: {digest}</p>}
    </StatusScreen>
  );
};

export default ErrorPage;
