// table/update/{tableno}: Admin and NEX any table, a TEX only their own (checked here on the
// server as well as in every API call it makes).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageContainer } from "@/components/layout/page-container";
import { TableUpdateScreen } from "@/components/tables/table-update-screen";
import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";
import { pagePath, requirePageAccess } from "@/lib/auth/require-page-access";
import { AppError } from "@/lib/http/errors";
import { getTableDetails, listTableMembersForPostings } from "@/lib/tables/get-table-details";
import { canManageTable, TABLE_MANAGERS } from "@/lib/tables/table-access";

export const metadata: Metadata = { title: "Update Table" };

type TProps = { params: Promise<{ tableno: string }> };

const UpdateTablePage = async ({ params }: TProps) => {
  const { tableno } = await params;
  const session = await requirePageAccess(pagePath("table", "update", tableno));
  if (!/^\d{1,9}$/.test(tableno) || Number(tableno) === 0) notFound();
  const tableNo = Number(tableno);
  if (!canManageTable(session, tableNo)) {
    return (
      <PageContainer title="Update Table">
        <Alert tone="error" title="Not your table">
          You may update only your own table
          {session.tableNo !== null ? ` (Table ${session.tableNo})` : ""}.
        </Alert>
        {session.tableNo !== null && (
          <ButtonLink href={`/table/update/${session.tableNo}`} variant="secondary" className="mt-6">
            Update your table
          </ButtonLink>
        )}
      </PageContainer>
    );
  }
  const table = await getTableDetails(session, tableNo).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  if (!table) notFound();
  const members = await listTableMembersForPostings(tableNo);
  return (
    <PageContainer title={`Update Table ${table.tableNo}`} description={table.tableName} width="wide">
      <TableUpdateScreen
        initial={table}
        members={members}
        canRename={session.roles.some((role) => TABLE_MANAGERS.includes(role))}
      />
    </PageContainer>
  );
};

export default UpdateTablePage;
