// One caller per helpdesk endpoint, through the real route handlers (wrapper, auth, parsing).
import { POST as addAdminPost } from "@/app/api/servicerequest/addnewserviceadmin/route";
import { POST as createCategoryPost } from "@/app/api/servicerequest/createNewCategoryName/route";
import { POST as replyPost } from "@/app/api/servicerequest/createnewserviceaction/route";
import { POST as createPost } from "@/app/api/servicerequest/createservicerequest/route";
import { POST as statusPost } from "@/app/api/servicerequest/createservicerequestremark/route";
import { POST as removeAdminPost } from "@/app/api/servicerequest/deleteserviceadmin/route";
import { POST as deleteCategoryPost } from "@/app/api/servicerequest/deleteservicecategoryname/route";
import { GET as allGet } from "@/app/api/servicerequest/getallservicerequests/route";
import { GET as categoriesGet } from "@/app/api/servicerequest/getservicecategory/route";
import { GET as categoriesForAdminGet } from "@/app/api/servicerequest/getservicecategoryforadmin/route";
import { GET as oneGet } from "@/app/api/servicerequest/getservicerequest/[idOrTicket]/route";
import { GET as byCategoryGet } from "@/app/api/servicerequest/getservicerequestbycategoryid/[categoryId]/route";
import { GET as mineGet } from "@/app/api/servicerequest/getservicerequests/route";
import { GET as forAdminGet } from "@/app/api/servicerequest/getservicerequestsforadmin/route";
import { GET as storageGet } from "@/app/api/storage/[folder]/[name]/route";
import type { TServiceActionReply, TServiceRequestItem, TServiceRequestReply } from "@/lib/service-requests/shapes";
import { formRequest, getRequest, jsonRequest, send, uploadRequest, withParams, type TAuth, type TFilePart } from "./helpers";

const SR = "/api/servicerequest";

export type TPage = { serviceRequests: TServiceRequestItem[]; nextCursor: string | null; counts: Record<string, number> };
export type { TServiceActionReply, TServiceRequestItem, TServiceRequestReply };

export const api = {
  create: (auth: TAuth | undefined, json: unknown, files: TFilePart[] = []) =>
    send(createPost, uploadRequest(`${SR}/createservicerequest`, json, files, auth)),
  reply: (auth: TAuth | undefined, json: unknown, files: TFilePart[] = []) =>
    send(replyPost, uploadRequest(`${SR}/createnewserviceaction`, json, files, auth)),
  setStatus: (auth: TAuth | undefined, json: unknown) =>
    send(statusPost, jsonRequest(`${SR}/createservicerequestremark`, json, auth)),
  setStatusForm: (auth: TAuth, json: unknown) =>
    send(statusPost, formRequest(`${SR}/createservicerequestremark`, { json: JSON.stringify(json) }, auth)),
  mine: (auth: TAuth | undefined, query = "") => send(mineGet, getRequest(`${SR}/getservicerequests${query}`, auth)),
  all: (auth: TAuth | undefined, query = "") => send(allGet, getRequest(`${SR}/getallservicerequests${query}`, auth)),
  forAdmin: (auth: TAuth | undefined, query = "") =>
    send(forAdminGet, getRequest(`${SR}/getservicerequestsforadmin${query}`, auth)),
  byCategory: (auth: TAuth | undefined, categoryId: number | string, query = "") =>
    send(
      withParams(byCategoryGet, { categoryId: String(categoryId) }),
      getRequest(`${SR}/getservicerequestbycategoryid/${categoryId}${query}`, auth),
    ),
  one: (auth: TAuth | undefined, idOrTicket: number | string) =>
    send(withParams(oneGet, { idOrTicket: String(idOrTicket) }), getRequest(`${SR}/getservicerequest/${idOrTicket}`, auth)),
  categories: (auth: TAuth | undefined) => send(categoriesGet, getRequest(`${SR}/getservicecategory`, auth)),
  categoriesForAdmin: (auth: TAuth | undefined) =>
    send(categoriesForAdminGet, getRequest(`${SR}/getservicecategoryforadmin`, auth)),
  createCategory: (auth: TAuth | undefined, json: unknown) =>
    send(createCategoryPost, jsonRequest(`${SR}/createNewCategoryName`, json, auth)),
  deleteCategory: (auth: TAuth | undefined, fields: Record<string, string>) =>
    send(deleteCategoryPost, formRequest(`${SR}/deleteservicecategoryname`, fields, auth)),
  addAdmin: (auth: TAuth | undefined, fields: Record<string, string>) =>
    send(addAdminPost, formRequest(`${SR}/addnewserviceadmin`, fields, auth)),
  removeAdmin: (auth: TAuth | undefined, fields: Record<string, string>) =>
    send(removeAdminPost, formRequest(`${SR}/deleteserviceadmin`, fields, auth)),
  /** Status code of GET /api/storage/servicerequests/{name}. */
  file: async (auth: TAuth | undefined, name: string) => {
    const res = await withParams(storageGet, { folder: "servicerequests", name })(
      getRequest(`/api/storage/servicerequests/${name}`, auth),
    );
    await res.arrayBuffer();
    return res.status;
  },
};

export const requestOf = (reply: { body: unknown }) => (reply.body as { serviceReq: TServiceRequestReply }).serviceReq;
export const pageOf = (reply: { body: unknown }) => reply.body as TPage;

/** A valid new-request body. */
export const newRequest = (categoryId: number, title = "Projector in the hall is broken", remark = "It shows no picture.") => ({
  serviceRequestTitle: title,
  serviceCategoryId: categoryId,
  serviceActions: [{ serviceRemark: remark }],
});
