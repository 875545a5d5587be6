"use client";

import { useState, type FormEvent } from "react";
import { DialogFormFooter } from "@/components/ui/dialog-form-footer";
import { Combobox } from "@/components/ui/combobox";
import type { TFormStatus } from "@/components/ui/form-status";
import { Modal } from "@/components/ui/modal";
import { Select } from "@/components/ui/select";
import { CANNOT_OPEN_HELPDESK, HELPDESK_ROLES_TEXT } from "@/lib/service-requests/helpdesk-access";
import { memberWithUnit } from "./member-label";
import { addAdmin, type TAdminCategory, type TCategoryAdmin, type TMemberOption } from "./service-admin-api";
import { useMemberSearch } from "./use-member-search";
import { focusFirstInvalid } from "@/components/shared/focus-first-invalid";

type TFormProps = {
  categories: readonly TAdminCategory[];
  initialCategoryId: number | null;
  onCancel: () => void;
  onAdded: (category: TAdminCategory, member: TMemberOption, admins: TCategoryAdmin[]) => void;
};

const AddAdminForm = ({ categories, initialCategoryId, onCancel, onAdded }: TFormProps) => {
  const [categoryId, setCategoryId] = useState(initialCategoryId === null ? "" : String(initialCategoryId));
  const [query, setQuery] = useState("");
  const [member, setMember] = useState<TMemberOption | null>(null);
  const [errors, setErrors] = useState<{ category?: string; member?: string }>({});
  const [status, setStatus] = useState<TFormStatus>(null);
  const [busy, setBusy] = useState(false);
  const search = useMemberSearch(query);
  const category = categories.find((item) => String(item.serviceCategoryId) === categoryId) ?? null;
  const isAdminAlready = (option: TMemberOption) => category?.admins.some((admin) => admin.memberId === option.memberId) ?? false;
  // Said in the option, before Save: the API would refuse such a member (srmemId).
  const optionNote = (option: TMemberOption) => {
    if (isAdminAlready(option)) return "already an admin";
    return option.canOpenHelpdesk ? option.userName : CANNOT_OPEN_HELPDESK;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = { category: category ? undefined : "Choose a category.", member: member ? undefined : "Choose a member." };
    setErrors(missing);
    if (!category || !member) return focusFirstInvalid(event.currentTarget);
    setBusy(true);
    setStatus(null);
    const result = await addAdmin(member.memberId, category.serviceCategoryId);
    setBusy(false);
    if (result.ok) {
      onAdded(category, member, result.value);
      return;
    }
    setErrors({ category: result.fields.srCatId, member: result.fields.srmemId });
    setStatus({ tone: "error", text: result.message });
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <Select
        label="Category"
        required
        placeholder="Select a Category"
        value={categoryId}
        onChange={(event) => setCategoryId(event.target.value)}
        options={categories.map((item) => ({ value: String(item.serviceCategoryId), label: item.categoryShortName }))}
        error={errors.category}
      />
      <Combobox
        label="Member"
        placeholder="Type a name, user name or table number"
        hint={`An admin must be able to open the helpdesk: a member with one of the roles ${HELPDESK_ROLES_TEXT}.`}
        options={search.options}
        value={member}
        onChange={(option) => {
          setMember(option);
          setErrors((current) => ({ ...current, member: undefined }));
        }}
        onQueryChange={setQuery}
        optionKey={(option) => option.memberId}
        optionLabel={memberWithUnit}
        optionDisabled={(option) => isAdminAlready(option) || !option.canOpenHelpdesk}
        renderOption={(option) => (
          <span className="flex items-baseline justify-between gap-3">
            <span>{memberWithUnit(option)}</span>
            <span className="text-xs text-slate-500">{optionNote(option)}</span>
          </span>
        )}
        loading={search.loading}
        emptyText={query.trim() === "" ? "Type to search approved members." : (search.error ?? "No approved member matches.")}
        error={errors.member}
      />
      <DialogFormFooter status={status} busy={busy} onCancel={onCancel} />
    </form>
  );
};

type TAddAdminDialogProps = Omit<TFormProps, "onCancel"> & { open: boolean; onClose: () => void };

/** Add New Admin: pick the category, search approved members, Save. */
export const AddAdminDialog = ({ open, onClose, ...form }: TAddAdminDialogProps) => (
  <Modal open={open} onClose={onClose} title="Add New Admin">
    <AddAdminForm {...form} onCancel={onClose} />
  </Modal>
);
