"use client";

// What a stage's page shows when autosave was refused because the stage moved on (changed in
// another tab or by someone else, submitted, no longer the member's to fill): the API's reason and
// Reload, which puts the stage as it is now into the fields on screen.
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";

export const StaleStageAlert = ({ message, onReload }: { message: string; onReload: () => Promise<void> }) => {
  const [busy, setBusy] = useState(false);
  const reload = async () => {
    setBusy(true);
    try {
      await onReload();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert tone="warning" title="Your latest changes were not saved">
      <p>{message}</p>
      <Button className="mt-2" size="sm" variant="secondary" loading={busy} onClick={() => void reload()}>
        Reload
      </Button>
    </Alert>
  );
};
