// The site's links that every visitor's pages show: the header's (both variants) and the footer's.
// The members' menu and home tiles, which need the route-role table, are in member-menus.ts, so
// that a visitor's pages never load that table.
export type TNavLink = { title: string; link: string };

export const SITE_HOME = "/";
export const MEMBER_HOME = "/dashboard/dashboardbar";
export const LOGIN_LINK: TNavLink = { title: "Login", link: "/login" };
export const SIGNUP_LINK: TNavLink = { title: "Sign Up", link: "/signup" };
export const BECOME_LMF_LINK: TNavLink = { title: "Become a LMF", link: "/becomealmf" };
export const CHANGE_PASSWORD_LINK: TNavLink = { title: "Change Password", link: "/changepassword" };

/** Header links after Home, the same for visitors and members (SPEC.md section 2). */
export const SITE_SECTIONS: TNavLink[] = [
  { title: "About Us", link: "/dashboard/aboutus" },
  { title: "Project Grants", link: "/projectgrants" },
  { title: "News Section", link: "/blog/blogs" },
  { title: "FCRA Donations", link: "/fcradonations" },
  { title: "CSR", link: "/csr" },
  { title: "Recognitions", link: "/recognition" },
];

/** Which header a page has: the site's, or the landing page's over its banner, with its own links. */
export type THeaderVariant = "site" | "landing";

/** The landing header's links after Home (fewer than the site's); its phone menu adds Become a LMF and GUEST_LINKS. */
const LANDING_SECTIONS: TNavLink[] = [
  { title: "About Us", link: "/dashboard/aboutus" },
  { title: "News Section", link: "/blog/blogs" },
  { title: "Project Grants", link: "/projectgrants" },
  { title: "FCRA Donations", link: "/fcradonations" },
];

/** A header's main links; a member's Home (and logo) goes to the members' home. */
export const headerLinks = (loggedIn: boolean, variant: THeaderVariant = "site"): TNavLink[] => [
  { title: "Home", link: loggedIn ? MEMBER_HOME : SITE_HOME },
  ...(variant === "landing" ? LANDING_SECTIONS : SITE_SECTIONS),
];

/** Shown to visitors only, after the main links. */
export const GUEST_LINKS: TNavLink[] = [SIGNUP_LINK, LOGIN_LINK];

/** The footer's links; Home, Our Events and Contact Us have no routed target of their own. */
export const FOOTER_LINKS: TNavLink[] = [
  { title: "Home", link: SITE_HOME },
  { title: "Our Events", link: "/#news-and-events" },
  { title: "About Us", link: "/dashboard/aboutus" },
  { title: "Contact Us", link: "#contact" },
];
