"use client";

// The service admin screen (SPEC.md section 2): categories against their admins, adding and
// removing both. Admin and NEX.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormStatus, type TFormStatus } from "@/components/ui/form-status";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError } from "@/components/ui/load-error";
import { AddAdminDialog } from "./add-admin-dialog";
import { AddCategoryDialog } from "./add-category-dialog";
import { CategoryTable } from "./category-table";
import { memberName } from "./member-label";
import { deleteCategory, removeAdmin, type TAdminCategory, type TCategoryAdmin } from "./service-admin-api";
import { useAdminCategories } from "./use-admin-categories";

type TPending =
  { kind: "admin"; category: TAdminCategory; admin: TCategoryAdmin } | { kind: "category"; category: TAdminCategory };

const confirmText = (pending: TPending | null) => {
  if (pending?.kind === "admin") {
    return `${memberName(pending.admin)} will no longer see or answer ${pending.category.categoryShortName} requests.`;
  }
  return pending ? `${pending.category.categoryShortName} will no longer be offered to members.` : "";
};

export const ServiceAdminScreen = () => {
  const data = useAdminCategories();
  const [status, setStatus] = useState<TFormStatus>(null);
  const [categoryOpen, setCategoryOpen] = useState(false);
  const [adminOpen, setAdminOpen] = useState(false);
  const [adminCategoryId, setAdminCategoryId] = useState<number | null>(null);
  // Kept while the confirmation fades out, so that its text does not change.
  const [pending, setPending] = useState<TPending | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  // The add and remove replies do not say who cannot open the helpdesk (legacy shape): keep what the list said.
  const setAdmins = (categoryId: number, admins: TCategoryAdmin[]) =>
    data.change((categories) =>
      categories.map((item) => {
        if (item.serviceCategoryId !== categoryId) return item;
        const known = new Map(item.admins.map((admin) => [admin.memberId, admin.canOpenHelpdesk]));
        return {
          ...item,
          admins: admins.map((admin) => ({ ...admin, canOpenHelpdesk: known.get(admin.memberId) ?? admin.canOpenHelpdesk })),
        };
      }),
    );

  const openAddAdmin = (category: TAdminCategory | null) => {
    setAdminCategoryId(category?.serviceCategoryId ?? null);
    setAdminOpen(true);
  };

  const ask = (next: TPending) => {
    setPending(next);
    setConfirmOpen(true);
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    const { category } = pending;
    if (pending.kind === "admin") {
      const result = await removeAdmin(pending.admin.memberId, category.serviceCategoryId);
      if (result.ok) setAdmins(category.serviceCategoryId, result.value);
      setStatus(
        result.ok
          ? { tone: "success", text: `${memberName(pending.admin)} is no longer an admin of ${category.categoryShortName}.` }
          : { tone: "error", text: result.message },
      );
    } else {
      const result = await deleteCategory(category.serviceCategoryId);
      if (result.ok)
        data.change((categories) => categories.filter((item) => item.serviceCategoryId !== category.serviceCategoryId));
      setStatus(
        result.ok
          ? { tone: "success", text: `${category.categoryShortName} was removed.` }
          : { tone: "error", text: result.message },
      );
    }
    setBusy(false);
    setConfirmOpen(false);
  };

  const body = () => {
    if (data.loading) return <Skeleton lines={4} label="Loading categories…" />;
    if (data.error) {
      return <LoadError title="The categories could not be loaded." message={data.error} onRetry={data.retry} />;
    }
    if (data.categories.length === 0)
      return <EmptyState icon="wrench" title="No categories yet." description="Add a category, then its admins." />;
    return (
      <CategoryTable
        categories={data.categories}
        onAddAdmin={openAddAdmin}
        onRemoveAdmin={(category, admin) => ask({ kind: "admin", category, admin })}
        onRemoveCategory={(category) => ask({ kind: "category", category })}
      />
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap justify-end gap-3">
        <Button onClick={() => setCategoryOpen(true)}>Add New Category</Button>
        <Button variant="secondary" onClick={() => openAddAdmin(null)} disabled={data.categories.length === 0}>
          Add New Admin
        </Button>
      </div>
      <FormStatus status={status} />
      {body()}
      <AddCategoryDialog
        open={categoryOpen}
        onClose={() => setCategoryOpen(false)}
        onCreated={(category) => {
          data.change((categories) =>
            [...categories, category].sort((a, b) => a.categoryShortName.localeCompare(b.categoryShortName)),
          );
          setStatus({ tone: "success", text: `${category.categoryShortName} was added. Add its admins next.` });
          setCategoryOpen(false);
        }}
      />
      <AddAdminDialog
        open={adminOpen}
        onClose={() => setAdminOpen(false)}
        categories={data.categories}
        initialCategoryId={adminCategoryId}
        onAdded={(category, member, admins) => {
          setAdmins(category.serviceCategoryId, admins);
          setStatus({ tone: "success", text: `${memberName(member)} is now an admin of ${category.categoryShortName}.` });
          setAdminOpen(false);
        }}
      />
      <ConfirmDialog
        open={confirmOpen}
        title={pending?.kind === "admin" ? "Remove this admin?" : "Remove this category?"}
        message={confirmText(pending)}
        confirmLabel="Remove"
        confirmVariant="danger"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirmOpen(false)}
      />
    </div>
  );
};
