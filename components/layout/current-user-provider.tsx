"use client";

// Who is logged in, learnt in the browser from GET /api/auth/session, so that public pages
// stay static. The members' layout passes the server's session in instead (no request, no flash).
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { fetchCurrentUser, type TCurrentUser } from "@/components/auth/auth-api";

export type TCurrentUserState =
  { status: "loading"; user: null } | { status: "anonymous"; user: null } | { status: "authenticated"; user: TCurrentUser };

const LOADING: TCurrentUserState = { status: "loading", user: null };

const CurrentUserContext = createContext<TCurrentUserState>(LOADING);

type TCurrentUserProviderProps = { children: ReactNode; initialUser?: TCurrentUser };

export const CurrentUserProvider = ({ children, initialUser }: TCurrentUserProviderProps) => {
  const [state, setState] = useState<TCurrentUserState>(initialUser ? { status: "authenticated", user: initialUser } : LOADING);

  useEffect(() => {
    if (initialUser) return;
    const controller = new AbortController();
    fetchCurrentUser(controller.signal).then(
      (user) => setState(user ? { status: "authenticated", user } : { status: "anonymous", user: null }),
      () => {}, // aborted on unmount
    );
    return () => controller.abort();
  }, [initialUser]);

  return <CurrentUserContext.Provider value={state}>{children}</CurrentUserContext.Provider>;
};

export const useCurrentUser = () => useContext(CurrentUserContext);
