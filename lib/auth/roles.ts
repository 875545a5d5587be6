// The 15 roles of SPEC.md section 6, by their display names, and the mapping to Prisma's enum.
import { Role as DbRole } from "../db/generated/enums";

export const ROLES = [
  "Admin",
  "NEX",
  "TEX",
  "TEX-C",
  "TEX-S",
  "ATEX",
  "CEX",
  "ACEX",
  "RTIF-Secretary",
  "RTIF-Trustee",
  "Admin-Pom",
  "NPC",
  "AC",
  "User",
  "Admin-Members",
] as const;

export type TRole = (typeof ROLES)[number];

export const isRole = (value: string): value is TRole => (ROLES as readonly string[]).includes(value);

export const toDbRole = (role: TRole): DbRole => role.replace(/-/g, "_") as DbRole;

export const fromDbRole = (role: DbRole): TRole => {
  const name = role.replace(/_/g, "-");
  if (!isRole(name)) throw new Error(`Unknown role ${role}`);
  return name;
};
