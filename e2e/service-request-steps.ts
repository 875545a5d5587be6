// Steps the helpdesk specs share: a member's own browser on the helpdesk, the dialogs after a
// change, and requests raised and changed through the API (faster than the forms, which
// e2e/service-requests.spec.ts covers).
import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { logInTo } from "./fixtures";

/** A browser context of its own, logged in as `username`, on /servicerequests. */
export const openAs = async (browser: Browser, username: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInTo(page, username, "/servicerequests");
  await expect(page.getByRole("heading", { name: "Service Request", level: 1 })).toBeVisible();
  return { page, close: () => context.close() };
};

/** Presses Ok in the dialog called `title`; its text. */
export const acknowledge = async (page: Page, title: string) => {
  // The dialog element itself has no box (its panel is fixed-positioned): check its contents.
  const dialog = page.getByRole("dialog", { name: title });
  const ok = dialog.getByRole("button", { name: "Ok", exact: true });
  await expect(ok).toBeVisible();
  const text = (await dialog.textContent()) ?? "";
  await ok.click();
  await expect(dialog).toHaveCount(0);
  return text;
};

export type TRaised = { serviceRequestId: number; serviceTicketNumber: string; serviceRequestTitle: string };

const SR = "/api/servicerequest";

/** Raises a request in IT Support (the demo's category that `tex` administers) as the context's member. */
export const raiseRequest = async (api: APIRequestContext, title: string): Promise<TRaised> => {
  const categories = (await (await api.get(`${SR}/getservicecategory`)).json()) as {
    srCat: { serviceCategoryId: number; categoryShortName: string }[];
  };
  const category = categories.srCat.find((entry) => entry.categoryShortName === "IT Support");
  expect(category).toBeTruthy();
  const json = {
    serviceRequestTitle: title,
    serviceCategoryId: category!.serviceCategoryId,
    serviceActions: [{ serviceRemark: title }],
  };
  const reply = await api.post(`${SR}/createservicerequest`, { multipart: { json: JSON.stringify(json) } });
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { serviceReq: TRaised }).serviceReq;
};

/** Sets a request's status through the API (as a category admin or Admin would from their screen). */
export const setRequestStatus = async (api: APIRequestContext, body: Record<string, unknown>) => {
  const reply = await api.post(`${SR}/createservicerequestremark`, { data: body });
  expect(reply.status(), await reply.text()).toBe(200);
};
