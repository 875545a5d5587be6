"use client";

import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { formatCount } from "@/lib/format-count";
import { cx } from "@/components/ui/cx";
import { RequestList } from "./request-list";
import { STATUS_TABS, type TCounts, type TStatus } from "./service-request-types";
import type { TServiceRequestList } from "./use-service-request-list";

type TRequestTabsProps = {
  status: TStatus;
  onStatusChange: (status: TStatus) => void;
  counts: TCounts | null;
  list: TServiceRequestList;
  selectedId: number | null;
  onSelect: (id: number) => void;
};

/** Open, Closed, Resolved and Duplicate, each with its count and (when shown) its list. */
export const RequestTabs = ({ status, onStatusChange, counts, list, selectedId, onSelect }: TRequestTabsProps) => {
  const index = Math.max(
    0,
    STATUS_TABS.findIndex((tab) => tab.status === status),
  );
  return (
    <TabGroup selectedIndex={index} onChange={(next) => onStatusChange(STATUS_TABS[next]?.status ?? 1)}>
      <TabList aria-label="Request status" className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {STATUS_TABS.map((tab) => (
          <Tab
            key={tab.status}
            className={cx(
              "-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors",
              "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
              "focus:outline-none data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-brand-700",
              "data-selected:border-brand-700 data-selected:text-brand-800",
            )}
          >
            {tab.label}
            {counts && (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 tabular-nums in-data-selected:bg-brand-100 in-data-selected:text-brand-800">
                {formatCount(counts[tab.status])}
              </span>
            )}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="mt-4">
        {STATUS_TABS.map((tab) => (
          <TabPanel
            key={tab.status}
            className="focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
          >
            <RequestList
              list={list}
              label={`${tab.label} requests`}
              emptyText={tab.empty}
              selectedId={selectedId}
              onSelect={onSelect}
            />
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
};
