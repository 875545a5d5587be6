// THE table of who may open what (SPEC.md sections 2 and 6). The page guard (proxy.ts: public page
// or members' page), the pages' own check (require-page-access.ts: which roles), the API wrapper
// (lib/http/route.ts) and the menus all read it; nothing else decides access.
//
// Patterns: literal segments, `[name]` for one segment, `[...name]` for one or more.
// Access: "public" (anyone), "authenticated" (any logged-in member), or a list of roles.
import type { TRole } from "./roles";

export type TAccess = "public" | "authenticated" | readonly TRole[];
export type TRouteRule = { pattern: string; access: TAccess };

const PROJECT_DESIGNERS = ["Admin", "NEX", "Admin-Pom", "NPC"] as const satisfies TRole[];
const TABLE_PROJECT_OWNERS = ["Admin", "TEX-C", "ATEX", "TEX", "CEX", "ACEX"] as const satisfies TRole[];
/** The office bearers who start and fill their own table's or circle's applications. */
export const UNIT_APPLICANT_ROLES = ["TEX-C", "TEX-S", "TEX", "ATEX", "CEX", "ACEX"] as const satisfies TRole[];
/**
 * A table's office bearers (of UNIT_APPLICANT_ROLES): they act for the table they are in, never a
 * circle. In the order the directory of tables lists them.
 */
export const TABLE_OFFICE_ROLES = ["TEX-C", "TEX-S", "TEX", "ATEX"] as const satisfies TRole[];
/** A circle's office bearers: they act for the circle they are in, never a table. */
export const CIRCLE_OFFICE_ROLES = ["CEX", "ACEX"] as const satisfies TRole[];
/** Everyone who takes part in applications: the units, area chairmen, the national team, the trust. */
const APPLICATION_READERS = [
  ...UNIT_APPLICANT_ROLES,
  "AC",
  "Admin",
  "NEX",
  "Admin-Pom",
  "NPC",
  "RTIF-Secretary",
  "RTIF-Trustee",
] as const satisfies TRole[];
/** The national team that reviews applications, raises queries and decides (lib/projects/application-states.ts). */
const NATIONAL_REVIEWERS = ["NPC", "Admin-Pom", "Admin"] as const satisfies TRole[];
/** The trust's office: circulates, approves the grant, sanctions and pays. */
const TRUST_OFFICE = ["RTIF-Secretary", "Admin"] as const satisfies TRole[];
const TRUST_AND_NATIONAL = ["RTIF-Secretary", "RTIF-Trustee", "Admin", "Admin-Pom", "NPC"] as const satisfies TRole[];
/** Who reads the grant reports (applications and payments by date). */
const GRANT_REPORT_READERS = ["Admin", "NEX", "Admin-Pom", "NPC", "RTIF-Secretary", "RTIF-Trustee"] as const satisfies TRole[];
/** Who fills some stage of an application (which one, lib/projects/application-access.ts decides). */
const STAGE_FILLERS = [...UNIT_APPLICANT_ROLES, "AC", "Admin", "Admin-Pom", "NPC", "RTIF-Secretary"] as const satisfies TRole[];
/** Issue 14: who pulls reports of an area, of a table, of any unit, and the lists of officers. */
const REPORT_AREA_READERS = ["Admin", "NEX", "Admin-Members", "AC"] as const satisfies TRole[];
const REPORT_TABLE_READERS = [...REPORT_AREA_READERS, "TEX-C", "TEX-S", "TEX", "ATEX"] as const satisfies TRole[];
const REPORT_UNIT_READERS = [...REPORT_TABLE_READERS, "CEX", "ACEX"] as const satisfies TRole[];
const REPORT_OFFICER_READERS = [...REPORT_UNIT_READERS, ...GRANT_REPORT_READERS] as const satisfies TRole[];

/** Who opens an application's print preview (SPEC.md's route table): the only application page it gives TEX-S. */
const PRINT_PREVIEW_READERS = ["TEX-C", "TEX-S", "CEX", "ACEX", "Admin", "Admin-Pom", "NPC"] as const satisfies TRole[];

/** Who may ask for some part of the directory of tables (issue 14; lib/reports/table-directory.ts). */
const DIRECTORY_READERS = ["Admin", "NEX", "AC", "TEX-C", "TEX-S", "TEX", "ATEX"] as const satisfies TRole[];

/** Members' pages. Anything not listed here and not in PUBLIC_PAGES is refused (deny by default). */
export const PAGE_RULES: TRouteRule[] = [
  { pattern: "/dashboard/dashboardbar", access: "authenticated" },
  { pattern: "/table/update/[tableno]", access: ["Admin", "NEX", "TEX"] },
  { pattern: "/projects", access: ["Admin", "TEX-C", "ATEX", "TEX", "CEX", "ACEX", "RTIF-Secretary", "RTIF-Trustee"] },
  { pattern: "/projects/projectpacks", access: PROJECT_DESIGNERS },
  { pattern: "/projects/packstages/[ppackid]", access: PROJECT_DESIGNERS },
  { pattern: "/projects/stageelements/[packstageid]", access: PROJECT_DESIGNERS },
  { pattern: "/projects/stageelementsforparent/[packstageid]/[stageelementid]", access: PROJECT_DESIGNERS },
  { pattern: "/projects/approvalelmentsmapping/[ppackid]", access: PROJECT_DESIGNERS },
  {
    pattern: "/projects/manageprojectapplications",
    access: ["Admin", "TEX", "ATEX", "Admin-Pom", "NPC", "RTIF-Secretary", "RTIF-Trustee"],
  },
  { pattern: "/projects/tableprojectapplicationstageforapproval/[stageid]", access: ["Admin", "TEX", "Admin-Pom", "NPC", "AC"] },
  { pattern: "/projects/tableprojectsview", access: ["NPC", "Admin-Pom", "Admin"] },
  { pattern: "/projects/tableprojectsview/[action]", access: ["NPC", "Admin-Pom"] },
  {
    pattern: "/projects/tableprojectapplicationpreviewforpdf/[tpaid]/[tpasid]/[pdf]",
    access: PRINT_PREVIEW_READERS,
  },
  {
    pattern: "/projects/tableprojectapplication/[tpaid]/[tpasid]",
    access: ["TEX-C", "ATEX", "TEX", "CEX", "ACEX", "Admin", "Admin-Pom", "NPC", "AC"],
  },
  {
    pattern: "/projects/tableprojectapplication/[tpaid]/[tpasid]/[pdf]",
    access: ["TEX-C", "ATEX", "TEX", "CEX", "ACEX", "Admin", "Admin-Pom", "NPC", "AC"],
  },
  // The sanction letter as the trust issues it (issue 12): printed to PDF by sendgrantsanction.
  { pattern: "/projects/sanctionletter/[tpaid]", access: APPLICATION_READERS },
  { pattern: "/projects/tableprojectpacks", access: TABLE_PROJECT_OWNERS },
  { pattern: "/projects/tableprojectmanageview", access: TABLE_PROJECT_OWNERS },
  { pattern: "/projects/tableprojectapplicationapproval/[tableno]", access: TABLE_PROJECT_OWNERS },
  {
    pattern: "/projects/arearecommendation/[tpaid]/[tpasid]",
    access: ["TEX-C", "ACEX", "ATEX", "TEX", "CEX", "Admin", "Admin-Pom", "NPC", "AC"],
  },
  { pattern: "/queries", access: ["User", "Admin", "TEX", "ATEX", "ACEX", "RTIF-Secretary", "RTIF-Trustee", "CEX"] },
  { pattern: "/rti/projectgallery", access: ["User", "Admin", "NEX", "Admin-Members"] },
  { pattern: "/tablelogos", access: ["Admin"] },
  { pattern: "/tabledecharter", access: ["Admin"] },
  // Issue 13: area chairmen and circle office bearers by year
  { pattern: "/areapostings", access: ["Admin", "NEX"] },
  { pattern: "/manage", access: ["Admin"] },
  { pattern: "/manage/approvalrequest", access: ["Admin"] },
  { pattern: "/manage/manageuserbyadmin", access: ["Admin"] },
  { pattern: "/manage/content", access: ["Admin"] },
  // The secretariat checks LMF applications (applicant, documents, fee); the documents are Admin-only.
  { pattern: "/manage/lmfapplications", access: ["Admin"] },
  { pattern: "/massmailerfileupload", access: ["Admin"] },
  // Issue 15: the secretariat's payments list, CSV and Form 10BD exports, refunds.
  { pattern: "/payments", access: ["Admin"] },
  { pattern: "/serviceadmin", access: ["Admin", "NEX"] },
  { pattern: "/servicerequests", access: ["User", "Admin", "TEX", "CEX"] },
  { pattern: "/userprofile", access: ["TEX", "Admin", "ATEX", "CEX", "ACEX"] },
  // Issue 14: PDFs. The directory of tables' print page; which part, lib/reports/table-directory.ts decides.
  { pattern: "/reports/directory", access: DIRECTORY_READERS },
  // The members' reports screen (lib/reports/yearly-reports.ts): whoever may call one of the report
  // calls of issue 14 or the grant report by date (GRANT_REPORT_READERS are among these).
  { pattern: "/reports/yearly", access: REPORT_OFFICER_READERS },
];

/** Visitor pages of SPEC.md section 2 (plus the framework's own files). */
export const PUBLIC_PAGES: string[] = [
  "/",
  "/login",
  "/signup",
  "/forgotpassword",
  "/changepassword",
  "/fcradonations",
  "/projectgallery",
  "/projectgallery/[year]",
  "/populateusers",
  "/dashboard",
  "/dashboard/home",
  "/dashboard/aboutus",
  "/dashboard/login",
  "/landing",
  "/becomealmf",
  "/blog",
  "/blog/blogs",
  "/projectgrants",
  "/recognition",
  "/csr",
  "/reports",
  "/paymentresponse",
  "/paymentgateway/sandbox",
  // A pledge paid later, from its reference number (the page closed before paying, another device).
  "/paymentgateway/pay",
  "/paymentreceipt/[orderId]",
  "/projects/tableprojects",
  "/projects/tableprojects/[action]",
  // Issue 4: a page per blog post, and the routes that server.ts rewrites the
  // public addresses to (/ -> /landing/home, /blog/blogs?page=n -> /blog/blogs/page/n, ...).
  "/blog/[slug]",
  "/landing/[variant]",
  "/blog/page/[page]",
  "/blog/blogs/page/[page]",
  "/projectgallery/page/[page]",
  "/projectgallery/[year]/page/[page]",
  "/recognition/page/[page]",
  // The bare baseline page of bench/public-throughput.ts.
  "/bench-bare",
  // Issue 14: the reports page, /reports?year=&area= rewritten to a cached route (server.ts).
  "/reports/[year]/[area]",
  // Issue 13: the unsubscribe link of mass mail (asks, then posts to /api/massmail/unsubscribe).
  "/unsubscribe",
];

/** API routes by method and path. An API route missing here answers 403 (deny by default). */
export type TApiRule = TRouteRule & {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** A legacy GET that changes state: refused, like every POST, when a browser sends it cross-site. */
  changesState?: true;
  /**
   * A payment gateway's callback (issue 15): the gateway's page posts it cross-site, so the
   * same-origin rule does not apply; the body's encryption under our working key is checked instead.
   */
  gatewayCallback?: true;
};

export const API_RULES: TApiRule[] = [
  { method: "POST", pattern: "/api/auth/login", access: "public" },
  // Answers 401 with the legacy {"status":"false","role":[]} shape itself when there is no session.
  { method: "GET", pattern: "/api/auth/logedinroles", access: "public" },
  { method: "GET", pattern: "/api/auth/logout", access: "public", changesState: true },
  { method: "POST", pattern: "/api/auth/generatetoken", access: "authenticated" },
  { method: "POST", pattern: "/api/auth/forgotpassword", access: "public" },
  // With a session: old and new password; without one: a reset token from the forgot-password mail.
  { method: "POST", pattern: "/api/auth/changepassword", access: "public" },
  { method: "POST", pattern: "/api/auth/signup", access: "public" },
  { method: "POST", pattern: "/api/auth/createuser", access: ["Admin"] },
  { method: "GET", pattern: "/api/auth/populateusers", access: ["Admin"], changesState: true },
  { method: "GET", pattern: "/api/auth/user", access: "authenticated" },
  { method: "GET", pattern: "/api/auth/getloginuserdetails", access: "authenticated" },
  // Issue 13: the members' dashboard.
  { method: "GET", pattern: "/api/auth/dashboard", access: "authenticated" },
  { method: "GET", pattern: "/api/auth/getdashboardprojectdata", access: "authenticated" },
  // The dashboard's print previews of the caller's own unit (lib/dashboard/print-previews.ts says for whom).
  { method: "GET", pattern: "/api/auth/getdashboardprintpreviews", access: PRINT_PREVIEW_READERS },
  { method: "GET", pattern: "/api/auth/getalluser", access: ["Admin", "NEX"] },
  { method: "POST", pattern: "/api/auth/disablelock", access: ["Admin"] },
  // Issue 13: profile and administration. A member's own details and documents (the domain decides
  // whose: lib/members/upload-member-documents.ts); the secretariat's member calls.
  { method: "POST", pattern: "/api/auth/updatemember", access: "authenticated" },
  { method: "POST", pattern: "/api/auth/uploadpanforuser", access: "authenticated" },
  { method: "POST", pattern: "/api/auth/uploadformforuser", access: "authenticated" },
  { method: "POST", pattern: "/api/auth/uploadtrustdeedforuser", access: "authenticated" },
  { method: "POST", pattern: "/api/auth/uploadeightygforuser", access: "authenticated" },
  { method: "POST", pattern: "/api/auth/uploadFile", access: "authenticated" },
  { method: "GET", pattern: "/api/auth/searchmembers", access: ["Admin"] },
  { method: "POST", pattern: "/api/auth/updatememberbyadmin", access: ["Admin"] },
  { method: "POST", pattern: "/api/auth/resetpasswordbyadmin", access: ["Admin"] },
  { method: "GET", pattern: "/api/auth/memberlistforageproofverification", access: ["Admin"] },
  { method: "POST", pattern: "/api/auth/markmemberageproofverified", access: ["Admin"] },
  { method: "POST", pattern: "/api/auth/deleteageproof", access: ["Admin"] },
  // Who may read a stored file is decided per file by lib/storage/file-access.ts.
  { method: "GET", pattern: "/api/storage/[folder]/[name]", access: "authenticated" },
  // Service requests (docs/api/service-requests.md). "authenticated" rows decide per request in
  // lib/service-requests (requester, category admin, Admin).
  { method: "POST", pattern: "/api/servicerequest/createservicerequest", access: "authenticated" },
  { method: "GET", pattern: "/api/servicerequest/getservicerequests", access: "authenticated" },
  { method: "GET", pattern: "/api/servicerequest/getallservicerequests", access: ["Admin"] },
  { method: "GET", pattern: "/api/servicerequest/getservicerequestsforadmin", access: "authenticated" },
  { method: "GET", pattern: "/api/servicerequest/getservicerequestbycategoryid/[categoryId]", access: "authenticated" },
  { method: "GET", pattern: "/api/servicerequest/getservicerequest/[idOrTicket]", access: "authenticated" },
  { method: "POST", pattern: "/api/servicerequest/createnewserviceaction", access: "authenticated" },
  { method: "POST", pattern: "/api/servicerequest/createservicerequestremark", access: "authenticated" },
  { method: "GET", pattern: "/api/servicerequest/getservicecategory", access: "authenticated" },
  { method: "GET", pattern: "/api/servicerequest/getservicecategoryforadmin", access: ["Admin", "NEX"] },
  { method: "POST", pattern: "/api/servicerequest/createNewCategoryName", access: ["Admin", "NEX"] },
  { method: "POST", pattern: "/api/servicerequest/deleteservicecategoryname", access: ["Admin", "NEX"] },
  { method: "POST", pattern: "/api/servicerequest/addnewserviceadmin", access: ["Admin", "NEX"] },
  { method: "POST", pattern: "/api/servicerequest/deleteserviceadmin", access: ["Admin", "NEX"] },
  // Public-site content (issue 4, docs/api/content.md). Public files: only the folders
  // lib/storage/file-access.ts calls public.
  { method: "GET", pattern: "/api/content/files/[folder]/[name]", access: "public" },
  { method: "GET", pattern: "/api/blog/getallblogs", access: "public" },
  { method: "POST", pattern: "/api/blog/createblog", access: ["Admin"] },
  { method: "POST", pattern: "/api/blog/uploadfiles", access: ["Admin"] },
  { method: "GET", pattern: "/api/blog/getblogsforadmin", access: ["Admin"] },
  { method: "POST", pattern: "/api/blog/deleteblog", access: ["Admin"] },
  { method: "GET", pattern: "/api/news/getallnews", access: "public" },
  { method: "POST", pattern: "/api/news/createnews", access: ["Admin"] },
  { method: "GET", pattern: "/api/news/getnewsforadmin", access: ["Admin"] },
  { method: "POST", pattern: "/api/news/deletenews", access: ["Admin"] },
  // Project grants (issue 11, docs/api/projects.md): the pack builder.
  { method: "GET", pattern: "/api/projects/getprojectpacks", access: PROJECT_DESIGNERS },
  { method: "GET", pattern: "/api/projects/getprojectpackbyid/[id]", access: PROJECT_DESIGNERS },
  { method: "GET", pattern: "/api/projects/duplicatepack/[a]/[b]", access: PROJECT_DESIGNERS, changesState: true },
  { method: "GET", pattern: "/api/projects/getpackstagesforprojectid/[id]", access: PROJECT_DESIGNERS },
  { method: "GET", pattern: "/api/projects/getstageelementsforstageid/[id]", access: PROJECT_DESIGNERS },
  { method: "GET", pattern: "/api/projects/getstageelementsforparent/[a]/[b]", access: PROJECT_DESIGNERS },
  { method: "GET", pattern: "/api/projects/getchildrenforaseparent/[a]/[b]", access: PROJECT_DESIGNERS },
  // The units' office bearers, and the secretariat on the page SPEC.md gives it (/projects/tableprojectpacks).
  { method: "GET", pattern: "/api/projects/getprojectpacksformember", access: [...UNIT_APPLICANT_ROLES, "Admin"] },
  { method: "POST", pattern: "/api/projects/updateorcreateprojectpack", access: PROJECT_DESIGNERS },
  { method: "POST", pattern: "/api/projects/updateorcreatepackstage", access: PROJECT_DESIGNERS },
  { method: "POST", pattern: "/api/projects/updateorcreatestageelement", access: PROJECT_DESIGNERS },
  { method: "DELETE", pattern: "/api/projects/deletestageelement/[id]", access: PROJECT_DESIGNERS },
  { method: "POST", pattern: "/api/projects/uploadtemplatefile", access: PROJECT_DESIGNERS },
  { method: "POST", pattern: "/api/projects/uploadpomdocument", access: PROJECT_DESIGNERS },
  { method: "POST", pattern: "/api/projects/deletepomdocument", access: PROJECT_DESIGNERS },
  { method: "POST", pattern: "/api/projects/saveapprovalelementsmapping", access: PROJECT_DESIGNERS },
  // Applications (issue 11): the roles that take part; each call checks the caller against the
  // application itself (lib/projects/application-access.ts).
  { method: "POST", pattern: "/api/projects/createnewprojectapplication", access: UNIT_APPLICANT_ROLES },
  {
    method: "GET",
    pattern: "/api/projects/getnewapplicationnoforstageid/[id]",
    access: [...UNIT_APPLICANT_ROLES, ...PROJECT_DESIGNERS],
  },
  { method: "GET", pattern: "/api/projects/gettableprojectapplication/[id]", access: APPLICATION_READERS },
  { method: "GET", pattern: "/api/projects/gettableprojectapplicationstage/[id]", access: APPLICATION_READERS },
  { method: "GET", pattern: "/api/projects/gettableprojectapplicationmetadataforstageid/[id]", access: APPLICATION_READERS },
  { method: "GET", pattern: "/api/projects/gettableprojectapplicationheaderandfooter/[id]", access: APPLICATION_READERS },
  { method: "GET", pattern: "/api/projects/getprojectapplicationventorbytableprojectid/[id]", access: APPLICATION_READERS },
  { method: "GET", pattern: "/api/projects/getareainitialrecommusingapplicationno/[no]", access: APPLICATION_READERS },
  { method: "GET", pattern: "/api/projects/gettableprojectapplicationsbytableno/[no]", access: APPLICATION_READERS },
  { method: "GET", pattern: "/api/projects/gettableprojectapplicationsbytablecircleareano/[a]/[b]", access: APPLICATION_READERS },
  { method: "GET", pattern: "/api/projects/gettableprojectapplicationsbytablenocount/[a]/[b]", access: APPLICATION_READERS },
  { method: "GET", pattern: "/api/projects/getalltableprojectapplications/[a]/[b]", access: APPLICATION_READERS },
  { method: "GET", pattern: "/api/projects/getallprojectapplicationsforarea/[area]", access: APPLICATION_READERS },
  { method: "POST", pattern: "/api/projects/updatetableprojectapplication", access: UNIT_APPLICANT_ROLES },
  { method: "POST", pattern: "/api/projects/updatetableprojectapplicationstage", access: STAGE_FILLERS },
  { method: "POST", pattern: "/api/projects/submittableprojectapplicationstage", access: STAGE_FILLERS },
  { method: "POST", pattern: "/api/projects/uploadtpdocument", access: STAGE_FILLERS },
  { method: "POST", pattern: "/api/projects/deletetpdocument", access: STAGE_FILLERS },
  { method: "POST", pattern: "/api/projects/createprojectapplicationvendor", access: STAGE_FILLERS },
  { method: "POST", pattern: "/api/projects/uploadfilesforvendor", access: STAGE_FILLERS },
  { method: "POST", pattern: "/api/projects/deleteprojectapplicationvendorbyid", access: STAGE_FILLERS },
  { method: "POST", pattern: "/api/projects/deleteprojectcostbyid", access: STAGE_FILLERS },
  { method: "POST", pattern: "/api/projects/emailchairmanotp", access: UNIT_APPLICANT_ROLES },
  { method: "POST", pattern: "/api/projects/updatechairmanotp", access: UNIT_APPLICANT_ROLES },
  { method: "POST", pattern: "/api/projects/emailareachairmanotp", access: ["AC"] },
  { method: "POST", pattern: "/api/projects/updateareachairmanotp", access: ["AC"] },
  // A table's own list of projects, shown on the public site.
  { method: "GET", pattern: "/api/projects/gettableprojects/[x]", access: "public" },
  { method: "GET", pattern: "/api/projects/getalltableprojects", access: "public" },
  { method: "POST", pattern: "/api/projects/searchtableprojects", access: "public" },
  { method: "POST", pattern: "/api/projects/updateorcreatetableprojects", access: [...UNIT_APPLICANT_ROLES, "Admin"] },
  // National review: queries (issue 12).
  { method: "POST", pattern: "/api/projects/createprojectquery", access: NATIONAL_REVIEWERS },
  { method: "POST", pattern: "/api/projects/rplyprojectquery", access: UNIT_APPLICANT_ROLES },
  { method: "POST", pattern: "/api/projects/updateprojectquery", access: NATIONAL_REVIEWERS },
  { method: "GET", pattern: "/api/projects/getallopenqueries", access: APPLICATION_READERS },
  // National review: decisions (issue 12); which role may take which step, application-states.ts says.
  { method: "POST", pattern: "/api/projects/rejectapplication", access: NATIONAL_REVIEWERS },
  { method: "POST", pattern: "/api/projects/updatetpaprojectdetailsapproval", access: NATIONAL_REVIEWERS },
  { method: "GET", pattern: "/api/projects/getapplicationapprovals/[id]", access: NATIONAL_REVIEWERS },
  { method: "POST", pattern: "/api/projects/approvetableprojectappliaction", access: NATIONAL_REVIEWERS },
  { method: "POST", pattern: "/api/projects/approvecircleprojectappliaction", access: NATIONAL_REVIEWERS },
  { method: "POST", pattern: "/api/projects/alloweditforapplication", access: NATIONAL_REVIEWERS },
  { method: "POST", pattern: "/api/projects/awaittableprojectappliactionbyadmin", access: NATIONAL_REVIEWERS },
  // The national team closes or withdraws; a table withdraws its own before the review takes it up.
  { method: "POST", pattern: "/api/projects/movetoclosedandwithdrawn", access: [...NATIONAL_REVIEWERS, ...UNIT_APPLICANT_ROLES] },
  // Trust approval and sanction (issue 12): lib/projects/circulation.ts, grant-approval.ts.
  { method: "GET", pattern: "/api/projects/getalltrustee", access: TRUST_AND_NATIONAL },
  { method: "GET", pattern: "/api/projects/getcirculation/[id]", access: TRUST_AND_NATIONAL },
  { method: "POST", pattern: "/api/projects/finalrecommendationtable", access: TRUST_OFFICE },
  { method: "POST", pattern: "/api/projects/finalrecommendationcircle", access: TRUST_OFFICE },
  { method: "POST", pattern: "/api/projects/finalcirclerecommendation", access: TRUST_OFFICE },
  { method: "POST", pattern: "/api/projects/awaitfinalrecommendation", access: TRUST_OFFICE },
  { method: "POST", pattern: "/api/projects/approvecirculationreportbytrustee", access: ["RTIF-Trustee"] },
  { method: "POST", pattern: "/api/projects/approvecirculationreportbyspecialcase", access: ["RTIF-Secretary"] },
  { method: "POST", pattern: "/api/projects/approvefinalrecommendation", access: TRUST_OFFICE },
  { method: "GET", pattern: "/api/projects/getgrantapproval/[id]", access: APPLICATION_READERS },
  { method: "POST", pattern: "/api/projects/creategrantapproval", access: TRUST_OFFICE },
  { method: "POST", pattern: "/api/projects/approvegrantapproval", access: TRUST_OFFICE },
  { method: "POST", pattern: "/api/projects/sendgrantsanction", access: TRUST_OFFICE },
  // Payments and completion (issue 12): lib/projects/payments.ts, completion.ts.
  { method: "GET", pattern: "/api/projects/getprojectpayments/[id]", access: APPLICATION_READERS },
  { method: "POST", pattern: "/api/projects/sendinterimpayment", access: TRUST_OFFICE },
  { method: "POST", pattern: "/api/projects/sendfinalpayment", access: TRUST_OFFICE },
  { method: "POST", pattern: "/api/projects/sendbalancefinalpayment", access: TRUST_OFFICE },
  { method: "POST", pattern: "/api/projects/createprojectpaymentdetails", access: TRUST_OFFICE },
  { method: "POST", pattern: "/api/projects/submitcompletionreport", access: UNIT_APPLICANT_ROLES },
  { method: "GET", pattern: "/api/projects/getcompletion/[id]", access: APPLICATION_READERS },
  { method: "POST", pattern: "/api/projects/createnewprojectevaluationreport", access: NATIONAL_REVIEWERS },
  { method: "POST", pattern: "/api/projects/approveevaluationreport", access: ["Admin-Pom", "Admin"] },
  { method: "POST", pattern: "/api/projects/createnewprojectsecretaryreport", access: ["RTIF-Secretary"] },
  { method: "POST", pattern: "/api/projects/approvecompletionreport", access: NATIONAL_REVIEWERS },
  { method: "POST", pattern: "/api/projects/approvecompletionreportsecretary", access: ["RTIF-Secretary"] },
  { method: "POST", pattern: "/api/projects/overridecompletionchecks", access: ["Admin"] },
  // Stage approvals, date-range reports, the audit trail, what waits for the caller (issue 12).
  { method: "POST", pattern: "/api/projects/approveinaugurationstage", access: NATIONAL_REVIEWERS },
  { method: "POST", pattern: "/api/projects/approvestage", access: NATIONAL_REVIEWERS },
  { method: "POST", pattern: "/api/projects/updatetableprojectapplicationstageforapproval", access: NATIONAL_REVIEWERS },
  { method: "POST", pattern: "/api/projects/getreportfordaterange", access: GRANT_REPORT_READERS },
  { method: "POST", pattern: "/api/projects/getreportfordate", access: GRANT_REPORT_READERS },
  { method: "GET", pattern: "/api/projects/verifyaudittrail", access: ["Admin"] },
  { method: "GET", pattern: "/api/projects/getwaitingforme", access: "authenticated" },
  // A year's grants in figures (issue 14's analytics draws from it).
  { method: "GET", pattern: "/api/projects/getdataanalysysbyyear/[year]", access: GRANT_REPORT_READERS },
  { method: "GET", pattern: "/api/projects/getallgallerysummery", access: "public" },
  { method: "POST", pattern: "/api/projects/getprojectapplicationsforgallery", access: "public" },
  // Issue 13: tables, circles, areas (docs/api/tables.md). Look-ups for any member; member lists for
  // Admin, NEX and office bearers (lib/tables/table-access.ts: only their own unit's); a TEX
  // updates only their own table (checked in lib/tables).
  { method: "POST", pattern: "/api/table/searchtable", access: "authenticated" },
  { method: "GET", pattern: "/api/table/getalltables", access: "authenticated" },
  { method: "GET", pattern: "/api/table/gettablebyareano/[areaNo]", access: "authenticated" },
  { method: "GET", pattern: "/api/table/getareawisechairmanbytableno/[tableNo]", access: "authenticated" },
  { method: "GET", pattern: "/api/table/gettabledetailsbytableno/[tableNo]", access: "authenticated" },
  { method: "GET", pattern: "/api/table/gettablelogo/[tableNo]", access: "public" },
  { method: "POST", pattern: "/api/table/updatetable", access: ["Admin", "NEX", "TEX"] },
  { method: "POST", pattern: "/api/table/savepostings", access: ["Admin", "NEX", "TEX"] },
  { method: "POST", pattern: "/api/table/saveareapostings", access: ["Admin", "NEX"] },
  { method: "POST", pattern: "/api/table/uploadtablelogo", access: ["Admin"] },
  { method: "POST", pattern: "/api/table/dechartertable", access: ["Admin"] },
  { method: "GET", pattern: "/api/circle/getcirclebyareano/[areaNo]", access: "authenticated" },
  { method: "GET", pattern: "/api/circle/getcircledetailsbycircleno/[circleNo]", access: "authenticated" },
  { method: "POST", pattern: "/api/circle/savepostings", access: ["Admin", "NEX"] },
  // The area postings screen's reads (/areapostings): a year's postings and who may be posted.
  { method: "GET", pattern: "/api/table/getareapostings/[areaNo]", access: ["Admin", "NEX"] },
  { method: "GET", pattern: "/api/circle/getcirclepostings/[circleNo]", access: ["Admin", "NEX"] },
  { method: "GET", pattern: "/api/auth/getdistincttableareas", access: "authenticated" },
  { method: "GET", pattern: "/api/auth/gettablebyareanousingappuser/[areaNo]", access: "authenticated" },
  { method: "GET", pattern: "/api/auth/getcirclebyareanousingappuser/[areaNo]", access: "authenticated" },
  { method: "GET", pattern: "/api/auth/getappuserusingtableorcircleno/[no]", access: ["Admin", "NEX", ...UNIT_APPLICANT_ROLES] },
  {
    method: "GET",
    pattern: "/api/auth/getappuserusingtableorcirclenoandstring/[no]/[text]",
    access: ["Admin", "NEX", ...UNIT_APPLICANT_ROLES],
  },
  { method: "GET", pattern: "/api/recognitions/getallrecognitions", access: "public" },
  { method: "GET", pattern: "/api/fcradonations/getallfcradonations", access: ["Admin"] },
  { method: "POST", pattern: "/api/fcradonations/createfcradonation", access: "public" },
  { method: "GET", pattern: "/api/fcradonations/getfcradonationbyyear/[year]", access: ["Admin"] },
  // Applicants are visitors: they upload their documents before they submit the form.
  { method: "POST", pattern: "/api/lmf/uploadfiles", access: "public" },
  { method: "POST", pattern: "/api/lmf/createlmf", access: "public" },
  { method: "GET", pattern: "/api/lmf/getalllmf", access: ["Admin"] },
  { method: "GET", pattern: "/api/lmf/getlmfbyid/[id]", access: ["Admin"] },
  { method: "GET", pattern: "/api/lmf/getlmfvalue", access: "public" },
  // Online payments (issue 15): lib/payments, docs/api/payments.md.
  { method: "POST", pattern: "/api/paymentgateway/getpaymentEncryptedUrl", access: "public" },
  { method: "GET", pattern: "/api/paymentgateway/getPaymentResponseById/[id]", access: "public" },
  { method: "GET", pattern: "/api/paymentgateway/getPaymentGatewayByReferenceNo/[referenceNo]", access: ["Admin"] },
  { method: "POST", pattern: "/api/paymentgateway/response", access: "public", gatewayCallback: true },
  { method: "POST", pattern: "/api/paymentgateway/notify", access: "public", gatewayCallback: true },
  { method: "POST", pattern: "/api/paymentgateway/sandboxdecide", access: "public" },
  { method: "GET", pattern: "/api/paymentgateway/receipt/[orderId]", access: "public" },
  { method: "GET", pattern: "/api/paymentgateway/getallpayments", access: ["Admin"] },
  { method: "GET", pattern: "/api/paymentgateway/form10bd/[year]", access: ["Admin"] },
  { method: "POST", pattern: "/api/paymentgateway/refundpayment", access: ["Admin"] },
  // Any member, for a page they may open themselves (lib/reports/generate-pdf-for-url.ts checks it).
  { method: "POST", pattern: "/api/reports/generatepdfforurl", access: "authenticated" },
  // Issue 14: reports (docs/api/reports.md). The secretariat (Admin, NEX, Admin-Members) pulls every
  // report; an AC the areas they chair this year, office bearers their own table or circle
  // (lib/reports/report-access.ts checks which); the grant team and the trust read the area's
  // table report; every office bearer reads who holds national and area office. Plain members: none.
  { method: "GET", pattern: "/api/reports/id/[areano]/[year]", access: REPORT_AREA_READERS },
  { method: "GET", pattern: "/api/reports/strength", access: REPORT_UNIT_READERS },
  { method: "POST", pattern: "/api/reports/mailinglist", access: REPORT_TABLE_READERS },
  { method: "POST", pattern: "/api/reports/minutesreport", access: REPORT_TABLE_READERS },
  { method: "POST", pattern: "/api/reports/mailinglistforarea", access: REPORT_UNIT_READERS },
  { method: "POST", pattern: "/api/reports/areaminutesreport", access: REPORT_AREA_READERS },
  { method: "GET", pattern: "/api/reports/getnationalconvenors/[year]", access: REPORT_OFFICER_READERS },
  { method: "GET", pattern: "/api/reports/getminutesconvenorships", access: REPORT_OFFICER_READERS },
  {
    method: "GET",
    pattern: "/api/reports/gettablereportbyyeararea/[year]/[area]",
    access: [...REPORT_AREA_READERS, ...GRANT_REPORT_READERS],
  },
  // Issue 14: PDFs. The directory of tables (the secretariat all, an area chairman their area, a
  // table's office bearers their table: lib/reports/table-directory.ts); a job's status and a
  // stored PDF for the member who asked only (lib/reports/directory-pdf-job.ts, stored-pdfs.ts).
  // POST /generatepdf is the urlencoded form of generatepdfforurl, outside /api as SPEC.md has it.
  { method: "POST", pattern: "/api/reports/generatepdffordirectorybyurl", access: DIRECTORY_READERS },
  { method: "GET", pattern: "/api/reports/directorystatus/[jobId]", access: DIRECTORY_READERS },
  { method: "GET", pattern: "/api/reports/pdffile/[name]", access: "authenticated" },
  { method: "POST", pattern: "/generatepdf", access: "authenticated" },
  // Issue 14: the analytics page's figures (aggregates, public)
  { method: "GET", pattern: "/api/reports/analytics", access: "public" },
  // Issue 13: mass mail (docs/api/massmail.md). The unsubscribe link is public: its token is signed.
  { method: "POST", pattern: "/api/storage/postmassmailerfiles", access: ["Admin"] },
  { method: "POST", pattern: "/api/massmail/count", access: ["Admin"] },
  { method: "POST", pattern: "/api/massmail/send", access: ["Admin"] },
  { method: "GET", pattern: "/api/massmail/list", access: ["Admin"] },
  { method: "GET", pattern: "/api/massmail/status/[id]", access: ["Admin"] },
  { method: "GET", pattern: "/api/massmail/recipients/[id]", access: ["Admin"] },
  { method: "POST", pattern: "/api/massmail/retryfailed", access: ["Admin"] },
  { method: "POST", pattern: "/api/massmail/unsubscribe", access: "public" },
];

/** Each pattern's segments, split once: every request is matched against the whole table. */
const patternSegments = new Map<string, string[]>();
const segmentsOf = (pattern: string) => {
  let segments = patternSegments.get(pattern);
  if (!segments) patternSegments.set(pattern, (segments = pattern.split("/").filter(Boolean)));
  return segments;
};

const matchSegments = (pattern: string, pathname: string): boolean => {
  const want = segmentsOf(pattern);
  const got = pathname.split("/").filter(Boolean);
  for (let index = 0; index < want.length; index += 1) {
    const segment = want[index]!;
    if (segment.startsWith("[...")) return got.length > index;
    if (got[index] === undefined) return false;
    if (!segment.startsWith("[") && segment !== got[index]) return false;
  }
  return want.length === got.length;
};

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

export const findPageRule = (pathname: string): TRouteRule | undefined => {
  const path = normalise(pathname);
  if (PUBLIC_PAGES.some((pattern) => matchSegments(pattern, path))) return { pattern: path, access: "public" };
  return PAGE_RULES.find((rule) => matchSegments(rule.pattern, path));
};

export const findApiRule = (method: string, pathname: string): TApiRule | undefined => {
  const path = normalise(pathname);
  const wanted = method.toUpperCase();
  return API_RULES.find((rule) => rule.method === wanted && matchSegments(rule.pattern, path));
};

/** The methods the table serves `pathname` by (HEAD goes with GET); empty for a path it does not know. */
export const allowedApiMethods = (pathname: string): string[] => {
  const methods = (["GET", "POST", "PUT", "DELETE"] as const).filter((method) => findApiRule(method, pathname));
  return methods.includes("GET") ? [...methods, "HEAD"] : methods;
};

export type TDecision = "allow" | "login" | "forbidden";

/** The one access decision: no session -> "login"; session without a permitted role -> "forbidden". */
export const decideAccess = (access: TAccess | undefined, roles: readonly TRole[] | null): TDecision => {
  if (access === "public") return "allow";
  if (!roles) return "login";
  if (access === "authenticated") return "allow";
  if (!access) return "forbidden";
  return roles.some((role) => access.includes(role)) ? "allow" : "forbidden";
};

export const canOpenPage = (pathname: string, roles: readonly TRole[] | null) =>
  decideAccess(findPageRule(pathname)?.access, roles) === "allow";

/** canOpenPage for a page rule's pattern itself (a link built per record); an unknown pattern opens for nobody. */
export const canOpenPagePattern = (pattern: string, roles: readonly TRole[] | null) =>
  decideAccess(PAGE_RULES.find((rule) => rule.pattern === pattern)?.access, roles) === "allow";

/** What the guard and the API wrapper answer when the table refuses (domain checks say more). */
export const ACCESS_REFUSED_MESSAGES = {
  login: "Please log in first",
  forbidden: "Your role does not allow this",
} as const;
