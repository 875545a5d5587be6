"use client";

import { pageOf } from "@/lib/format-count";
import { TableScroll } from "@/components/ui/table-scroll";
import { MemberRow, type TMemberAction } from "./member-row";
import type { TListedMember } from "./member-admin-api";

type TMemberTableProps = {
  members: TListedMember[];
  /** Counted from 0. */
  page: number;
  pages: number;
  onEdit: (member: TListedMember) => void;
  onAction: (kind: TMemberAction, member: TListedMember) => void;
};

/** One page of the member admin screen's search: a row per member with its buttons. */
export const MemberTable = ({ members, page, pages, onEdit, onAction }: TMemberTableProps) => (
  <TableScroll label="Members" className="rounded-xl border border-slate-200 bg-white shadow-sm">
    <table className="min-w-full text-left text-sm">
      <caption className="sr-only">Members, {pageOf(page + 1, pages)}</caption>
      <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <tr>
          <th scope="col" className="px-4 py-3">
            Member
          </th>
          <th scope="col" className="px-4 py-3">
            Table/Circle No.
          </th>
          <th scope="col" className="px-4 py-3">
            Area
          </th>
          <th scope="col" className="px-4 py-3">
            Roles
          </th>
          <th scope="col" className="px-4 py-3">
            State
          </th>
          <th scope="col" className="px-4 py-3">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {members.map((member) => (
          <MemberRow
            key={member.memberId}
            member={member}
            onEdit={() => onEdit(member)}
            onAction={(kind) => onAction(kind, member)}
          />
        ))}
      </tbody>
    </table>
  </TableScroll>
);
