import type { Metadata } from "next";
import Link from "next/link";
import { AuthPanel, TEXT_LINK } from "@/components/auth/auth-panel";
import { LoggedInNotice } from "@/components/auth/logged-in-notice";
import { SignupForm } from "@/components/auth/signup-form";
import { getDb } from "@/lib/db/client";

export const metadata: Metadata = { title: "Sign Up" };

// The tables and circles come from the database at request time.
export const dynamic = "force-dynamic";

const loadUnits = async () => {
  const prisma = await getDb();
  const [tables, circles] = await Promise.all([
    prisma.table.findMany({ where: { isDecharted: false }, select: { tableNo: true, name: true }, orderBy: { tableNo: "asc" } }),
    prisma.circle.findMany({ select: { circleNo: true, name: true }, orderBy: { circleNo: "asc" } }),
  ]);
  return {
    tables: tables.map((table) => ({ value: String(table.tableNo), label: `RT${table.tableNo} – ${table.name}` })),
    circles: circles.map((circle) => ({ value: String(circle.circleNo), label: `LC${circle.circleNo} – ${circle.name}` })),
  };
};

const SignupPage = async () => {
  const { tables, circles } = await loadUnits();
  return (
    <AuthPanel
      wide
      title="Sign up"
      description="Members of a table or circle can ask for an account. The secretariat approves each sign-up before it can be used."
      footer={
        <>
          Already have an account?{" "}
          <Link href="/login" className={TEXT_LINK}>
            Log in
          </Link>
        </>
      }
    >
      <LoggedInNotice what="(sign-up is for members who have no account yet)." />
      <SignupForm tables={tables} circles={circles} />
    </AuthPanel>
  );
};

export default SignupPage;
