// /dashboard/home: as /dashboard (components/dashboard/members-door.tsx).
import type { Metadata } from "next";
import { MembersDoor } from "@/components/dashboard/members-door";

export const metadata: Metadata = { title: "Members' Home", robots: { index: false } };
export const dynamic = "force-dynamic";

const DashboardHomePage = () => <MembersDoor title="Members' Home" />;

export default DashboardHomePage;
