// The members' menu and the tiles of their home. What a member sees is always filtered through the
// route-role table (canOpenPage); no component decides by role names. Only members' code imports
// this module (the header loads the member's menu when a session is known), so a visitor's pages
// carry neither these lists nor the table.
import { canOpenPage } from "./auth/route-roles";
import type { TRole } from "./auth/roles";
import { BECOME_LMF_LINK, CHANGE_PASSWORD_LINK, MEMBER_HOME, SITE_SECTIONS, type TNavLink } from "./menus";

/** The legacy menu-list shape: only entries with isActive 1 are shown. */
export type TMenuEntry = TNavLink & { isActive: 0 | 1 };

/** The logged-in mobile menu list. */
export const MEMBER_MENU: TMenuEntry[] = [
  { title: "Home", link: MEMBER_HOME, isActive: 1 },
  ...SITE_SECTIONS.map((entry) => ({ ...entry, isActive: 1 as const })),
  { title: "Service Requests", link: "/servicerequests", isActive: 1 },
  { title: "Service Admin", link: "/serviceadmin", isActive: 1 },
  { title: "Projects", link: "/projects", isActive: 1 },
  { title: "Queries", link: "/queries", isActive: 1 },
  { title: "Project Gallery (RTI)", link: "/rti/projectgallery", isActive: 1 },
  { title: "Manage Users", link: "/manage/manageuserbyadmin", isActive: 1 },
  { title: "Approval Requests", link: "/manage/approvalrequest", isActive: 1 },
  { title: "User Profile", link: "/userprofile", isActive: 1 },
  { title: "Yearly Reports", link: "/reports/yearly", isActive: 1 },
  { title: "Data Analytics", link: "/reports", isActive: 1 },
  { title: "Payments", link: "/payments", isActive: 1 },
  { title: "LMF Applications", link: "/manage/lmfapplications", isActive: 1 },
  // A one-off import tool of the old portal: kept in the list but not offered.
  { title: "Populate Users", link: "/populateusers", isActive: 0 },
  { ...BECOME_LMF_LINK, isActive: 1 },
];

/** Active entries the given roles may open. */
export const visibleMenu = (entries: readonly TMenuEntry[], roles: readonly TRole[] | null): TNavLink[] =>
  entries.filter((entry) => entry.isActive === 1 && canOpenPage(entry.link, roles)).map(({ title, link }) => ({ title, link }));

export type TTileIcon =
  | "lifebuoy"
  | "wrench"
  | "folder"
  | "package"
  | "clipboard-check"
  | "eye"
  | "layers"
  | "chat"
  | "photo"
  | "users"
  | "user-check"
  | "badge"
  | "flag"
  | "mail"
  | "user"
  | "pencil"
  | "chart"
  | "heart"
  | "key";

export type TTileMember = { roles: readonly TRole[]; tableNo: number | null };
export type TDashboardTile = { title: string; description: string; icon: TTileIcon; link: string };
type TTileDefinition = Omit<TDashboardTile, "link"> & { link: string | ((member: TTileMember) => string | null) };

const DASHBOARD_TILES: TTileDefinition[] = [
  {
    title: "Service Requests",
    description: "Raise a request and follow its replies.",
    icon: "lifebuoy",
    link: "/servicerequests",
  },
  { title: "Service Admin", description: "Service categories and their admins.", icon: "wrench", link: "/serviceadmin" },
  { title: "Projects", description: "Apply for and follow your table's projects.", icon: "folder", link: "/projects" },
  {
    title: "Project Packs",
    description: "Design packs, stages and stage elements.",
    icon: "package",
    link: "/projects/projectpacks",
  },
  {
    title: "Manage Project Applications",
    description: "Review and move project applications along.",
    icon: "clipboard-check",
    link: "/projects/manageprojectapplications",
  },
  {
    title: "Table Projects View",
    description: "All tables' projects at a glance.",
    icon: "eye",
    link: "/projects/tableprojectsview",
  },
  {
    title: "Table Project Packs",
    description: "Packs available to your table.",
    icon: "layers",
    link: "/projects/tableprojectpacks",
  },
  { title: "Queries", description: "Questions raised on project applications.", icon: "chat", link: "/queries" },
  {
    title: "Project Gallery (RTI)",
    description: "Photos and reports of finished projects.",
    icon: "photo",
    link: "/rti/projectgallery",
  },
  {
    title: "Manage Users",
    description: "Members, roles, locks and approvals.",
    icon: "users",
    link: "/manage/manageuserbyadmin",
  },
  {
    title: "Approval Requests",
    description: "Sign-ups waiting for approval.",
    icon: "user-check",
    link: "/manage/approvalrequest",
  },
  {
    title: "Blog and News",
    description: "Write and publish blog posts and news videos.",
    icon: "pencil",
    link: "/manage/content",
  },
  { title: "Table Logos", description: "Upload and review table logos.", icon: "badge", link: "/tablelogos" },
  { title: "Table Decharter", description: "Record a table's decharter.", icon: "flag", link: "/tabledecharter" },
  {
    title: "Area Postings",
    description: "Area chairmen and circle office bearers by year.",
    icon: "users",
    link: "/areapostings",
  },
  { title: "Mass Mailer", description: "Send a mailing from an uploaded list.", icon: "mail", link: "/massmailerfileupload" },
  {
    title: "Payments",
    description: "Online donations and LMF fees: exports, Form 10BD, refunds.",
    icon: "heart",
    link: "/payments",
  },
  {
    title: "LMF Applications",
    description: "Life member friend applicants, their details and documents.",
    icon: "user-check",
    link: "/manage/lmfapplications",
  },
  { title: "User Profile", description: "Your details and registration documents.", icon: "user", link: "/userprofile" },
  {
    title: "Update My Table",
    description: "Keep your table's details current.",
    icon: "pencil",
    link: (member) => (member.tableNo === null ? null : `/table/update/${member.tableNo}`),
  },
  {
    title: "Yearly Reports",
    description: "Directories, strength, mailing lists and minutes of a federation year.",
    icon: "chart",
    link: "/reports/yearly",
  },
  // The public page (visitors see it too): charts of grants and table strength, not the yearly reports.
  {
    title: "Data Analytics",
    description: "The public charts of grants, projects and table strength by year and area.",
    icon: "chart",
    link: "/reports",
  },
  { title: "Change Password", description: "Choose a new password.", icon: "key", link: CHANGE_PASSWORD_LINK.link },
];

/** The tiles of the members' home the member's roles may open, with their links resolved. */
export const dashboardTilesFor = (member: TTileMember): TDashboardTile[] =>
  DASHBOARD_TILES.flatMap((tile) => {
    const link = typeof tile.link === "function" ? tile.link(member) : tile.link;
    return link !== null && canOpenPage(link, member.roles) ? [{ ...tile, link }] : [];
  });
