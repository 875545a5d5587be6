// /dashboard: a member goes on to their dashboard, a visitor is asked to log in (components/dashboard/members-door.tsx).
import type { Metadata } from "next";
import { MembersDoor } from "@/components/dashboard/members-door";

export const metadata: Metadata = { title: "Dashboard", robots: { index: false } };
export const dynamic = "force-dynamic";

const DashboardPage = () => <MembersDoor title="Dashboard" />;

export default DashboardPage;
