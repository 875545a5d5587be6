// What the trust panel loads and who may take its steps: the circulation (for its readers) and
// the grant approval, each only where the application's state has one.
import { statesFrom } from "@/lib/projects/application-states";
import { success, type TResult } from "@/components/shared/post-form";
import type { TApplicationView } from "./project-types";
import { fetchCirculation, fetchGrantApproval, type TCirculationView, type TGrantApprovalView } from "./trust-api";

export const TRUST_OFFICE = ["RTIF-Secretary", "Admin"];
/** Who reads a circulation (the route-role table's getcirculation). */
export const CIRCULATION_READERS = ["RTIF-Secretary", "RTIF-Trustee", "Admin", "Admin-Pom", "NPC"];
const CIRCULATED_STATES: string[] = [...statesFrom("IN_CIRCULATION"), "REJECTED"];
export const GRANT_STATES: string[] = statesFrom("TRUST_APPROVED");

/** A step waiting for its confirmation. */
export type TPending = {
  title: string;
  message: string;
  confirmLabel: string;
  variant?: "primary" | "danger";
  /** Shown while it runs (the sanction letter takes a few seconds). */
  progress?: string;
  run: () => Promise<TResult<unknown>>;
};

/** Asks for a step's confirmation; `needsReason` refuses it first when no reason is written. */
export type TAsk = (next: TPending, needsReason?: boolean) => void;

export type TTrustView = { circulation: TCirculationView | null; grant: TGrantApprovalView | null };

/** The circulation and the grant approval, each only where the state (and, for the circulation, the role) has one. */
export const loadTrust = async (
  application: TApplicationView,
  readsCirculation: boolean,
  signal?: AbortSignal,
): Promise<TResult<TTrustView>> => {
  const [circulated, granted] = await Promise.all([
    readsCirculation && CIRCULATED_STATES.includes(application.state) ? fetchCirculation(application.id, signal) : null,
    GRANT_STATES.includes(application.state) ? fetchGrantApproval(application.id, signal) : null,
  ]);
  if (circulated && !circulated.ok) return circulated;
  if (granted && !granted.ok) return granted;
  return success({ circulation: circulated?.value ?? null, grant: granted?.value ?? null });
};
