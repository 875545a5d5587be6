// Public-site content types (issue 4): the seam between lib/content (data) and the public pages.
// Plain, serialisable shapes: dates are ISO strings, money is a number of rupees (or the
// donation's currency), images are site-relative URLs (never remote).

export type TNewsKind = "news" | "speech";

export type TSlide = {
  id: number;
  title: string;
  description: string;
  linkLabel: string;
  linkHref: string;
  backgroundImage: string;
  className: string;
  mobileClassName: string;
};

export type TVideoItem = {
  id: number;
  kind: TNewsKind;
  title: string;
  /** Embed URL (https://www.youtube-nocookie.com/embed/<id>). */
  url: string;
  /** Local image path shown until the video is played. */
  thumbnail: string;
  /** ISO date-time. */
  publishedAt: string;
};

/**
 * Admin view of a news item (includes unpublished ones). `dateInvalid`: the stored date is outside
 * 01/01/1950 to today (publishedAt is "" when it cannot even be read), so the public pages leave it out.
 */
export type TNewsItemAdmin = TVideoItem & { isPublished: boolean; dateInvalid: boolean };

export type TGallerySummary = {
  /** e.g. 202223 */
  year: number;
  /** e.g. "2022-23" */
  yearString: string;
  coverPhoto: string;
};

export type TGalleryProject = {
  id: number;
  year: number;
  title: string;
  tableNo: string;
  tableName: string;
  description: string;
  coverPhoto: string;
};

export type TGalleryProjectPage = { projects: TGalleryProject[]; total: number };

export type TBlogSummary = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  coverImage: string;
  author: string;
  /** ISO date-time. */
  publishedAt: string;
};

export type TBlogPost = TBlogSummary & { bodyHtml: string };

/** Admin view of a post (includes drafts); `dateInvalid` as in TNewsItemAdmin. */
export type TBlogPostAdmin = TBlogPost & { isPublished: boolean; dateInvalid: boolean };

export type TBlogPage = { posts: TBlogSummary[]; total: number };

/**
 * A page of an admin list (posts or videos, drafts included): its rows, the counts of the whole
 * list, and the cursor of the rows after it (null on the last page).
 */
export type TAdminListPage<T> = { items: T[]; total: number; published: number; nextCursor: string | null };

export type TRecognition = {
  id: number;
  title: string;
  recipient: string;
  description: string;
  year: number;
  image: string;
};

export type TDonorType = "indian_citizen" | "nri" | "foreign_national" | "organisation";

/** New donations and applications are "pending_payment"; paying them is a later issue. */
export type TPaymentStatus = "pending_payment" | "paid" | "failed" | "cancelled";

export type TFcraDonation = {
  id: number;
  referenceNo: string;
  donorType: TDonorType;
  donorName: string;
  organisationName: string | null;
  registrationNumber: string | null;
  email: string;
  phone: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string | null;
  postalCode: string;
  country: string;
  nationality: string;
  pan: string | null;
  passportNumber: string | null;
  amount: number;
  currency: string;
  purpose: string;
  financialYear: number;
  financialYearString: string;
  consent: boolean;
  status: TPaymentStatus;
  createdAt: string;
};

export type TLmfApplication = {
  id: number;
  referenceNo: string;
  applicantName: string;
  dateOfBirth: string | null;
  email: string;
  phone: string;
  addressLine1: string;
  addressLine2: string | null;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  pan: string;
  tableNo: number | null;
  circleNo: number | null;
  memberId: number | null;
  documents: string[];
  amount: number;
  currency: "INR";
  consent: boolean;
  status: TPaymentStatus;
  financialYear: number;
  financialYearString: string;
  createdAt: string;
};

export type TLmfValue = { lmfValue: number; currency: "INR" };
