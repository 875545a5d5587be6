// GET /api/auth/menu - what the script-free public pages show a logged-in member: the Welcome
// name and the member's menu (filtered through the route-role table). Visitors get
// `{"member": null}` with 200, so that a public page never logs a failed request.
import { currentUserFromSession } from "@/components/auth/auth-api";
import { welcomeName } from "@/components/layout/welcome-name";
import { defineRoute } from "@/lib/http/route";
import { CHANGE_PASSWORD_LINK, MEMBER_HOME, MEMBER_MENU, visibleMenu, type TNavLink } from "@/lib/menus";

export type TMemberMenu = { member: null } | { member: { welcome: string; home: string; links: TNavLink[] } };

export const GET = defineRoute({
  handler: async ({ session }) => {
    const body: TMemberMenu = session
      ? {
          member: {
            welcome: welcomeName(currentUserFromSession(session)),
            home: MEMBER_HOME,
            links: [...visibleMenu(MEMBER_MENU, session.roles), CHANGE_PASSWORD_LINK],
          },
        }
      : { member: null };
    // Personal: the wrapper sends it private, no-store.
    return body;
  },
});
