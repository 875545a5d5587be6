import type { TCurrentUser } from "@/components/auth/auth-api";

/** The Welcome line's name: the word "Admin" for admins, else the log-in user name (SPEC.md section 2). */
export const welcomeName = (user: TCurrentUser) => (user.isAdmin ? "Admin" : user.userName || user.fullName);
