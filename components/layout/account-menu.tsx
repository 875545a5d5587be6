"use client";

import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import Link from "next/link";
import { logOutAndReload, type TCurrentUser } from "@/components/auth/auth-api";
import { Icon } from "@/components/ui/icons";
import { CHANGE_PASSWORD_LINK } from "@/lib/menus";
import { welcomeName } from "./welcome-name";

/** "Admin" for admins, else the user name (SPEC.md section 2). */

const ITEM =
  "flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-slate-700 data-focus:bg-brand-50 data-focus:text-brand-900";

const BUTTON_TONES = {
  light: "text-slate-800 hover:bg-slate-100 focus-visible:outline-brand-700 data-open:bg-slate-100",
  // Over the landing page's dark banner.
  dark: "text-white hover:bg-white/10 focus-visible:outline-white data-open:bg-white/10",
};

/** The "Welcome <name>" dropdown: Change Password and Log Out. */
export const AccountMenu = ({ user, tone = "light" }: { user: TCurrentUser; tone?: keyof typeof BUTTON_TONES }) => (
  <Menu as="div" className="relative">
    <MenuButton
      className={`inline-flex max-w-full items-center gap-1 rounded-md px-2 py-2 text-sm font-medium focus-visible:outline-2 ${BUTTON_TONES[tone]}`}
    >
      <span className="truncate">Welcome {welcomeName(user)}</span>
      <Icon name="chevron-down" className="size-4" />
    </MenuButton>
    <MenuItems
      anchor="bottom end"
      transition
      className="z-40 mt-1 w-52 origin-top-right rounded-md bg-white py-1 shadow-lg ring-1 ring-slate-200 transition duration-100 focus:outline-none data-closed:scale-95 data-closed:opacity-0 motion-reduce:transition-none"
    >
      <MenuItem>
        <Link href={CHANGE_PASSWORD_LINK.link} className={ITEM}>
          <Icon name="key" className="size-4" />
          {CHANGE_PASSWORD_LINK.title}
        </Link>
      </MenuItem>
      <MenuItem>
        <button type="button" onClick={() => void logOutAndReload()} className={ITEM}>
          <Icon name="logout" className="size-4" />
          Log Out
        </button>
      </MenuItem>
    </MenuItems>
  </Menu>
);
