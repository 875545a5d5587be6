// Callers for the application routes, through the real handlers (wrapper, auth, parsing).
import { POST as createPost } from "@/app/api/projects/createnewprojectapplication/route";
import { GET as nextNoGet } from "@/app/api/projects/getnewapplicationnoforstageid/[id]/route";
import { GET as applicationGet } from "@/app/api/projects/gettableprojectapplication/[id]/route";
import { GET as stageGet } from "@/app/api/projects/gettableprojectapplicationstage/[id]/route";
import { GET as metadataGet } from "@/app/api/projects/gettableprojectapplicationmetadataforstageid/[id]/route";
import { GET as headerGet } from "@/app/api/projects/gettableprojectapplicationheaderandfooter/[id]/route";
import { GET as vendorsGet } from "@/app/api/projects/getprojectapplicationventorbytableprojectid/[id]/route";
import { GET as areaRecommendationGet } from "@/app/api/projects/getareainitialrecommusingapplicationno/[no]/route";
import { GET as byTableGet } from "@/app/api/projects/gettableprojectapplicationsbytableno/[no]/route";
import { POST as raiseQueryPost } from "@/app/api/projects/createprojectquery/route";
import { POST as replyQueryPost } from "@/app/api/projects/rplyprojectquery/route";
import { POST as closeQueryPost } from "@/app/api/projects/updateprojectquery/route";
import { GET as openQueriesGet } from "@/app/api/projects/getallopenqueries/route";
import { GET as byUnitAreaGet } from "@/app/api/projects/gettableprojectapplicationsbytablecircleareano/[a]/[b]/route";
import { GET as countGet } from "@/app/api/projects/gettableprojectapplicationsbytablenocount/[a]/[b]/route";
import { GET as allGet } from "@/app/api/projects/getalltableprojectapplications/[a]/[b]/route";
import { GET as forAreaGet } from "@/app/api/projects/getallprojectapplicationsforarea/[area]/route";
import { POST as renamePost } from "@/app/api/projects/updatetableprojectapplication/route";
import { POST as savePost } from "@/app/api/projects/updatetableprojectapplicationstage/route";
import { POST as submitPost } from "@/app/api/projects/submittableprojectapplicationstage/route";
import { POST as uploadPost } from "@/app/api/projects/uploadtpdocument/route";
import { POST as deleteDocumentPost } from "@/app/api/projects/deletetpdocument/route";
import { POST as vendorPost } from "@/app/api/projects/createprojectapplicationvendor/route";
import { POST as vendorFilesPost } from "@/app/api/projects/uploadfilesforvendor/route";
import { POST as deleteVendorPost } from "@/app/api/projects/deleteprojectapplicationvendorbyid/route";
import { POST as deleteCostPost } from "@/app/api/projects/deleteprojectcostbyid/route";
import { POST as mailChairmanPost } from "@/app/api/projects/emailchairmanotp/route";
import { POST as verifyChairmanPost } from "@/app/api/projects/updatechairmanotp/route";
import { POST as mailAreaPost } from "@/app/api/projects/emailareachairmanotp/route";
import { POST as verifyAreaPost } from "@/app/api/projects/updateareachairmanotp/route";
import { POST as interimPost } from "@/app/api/projects/sendinterimpayment/route";
import { POST as finalPost } from "@/app/api/projects/sendfinalpayment/route";
import { POST as balancePost } from "@/app/api/projects/sendbalancefinalpayment/route";
import { POST as paymentDetailsPost } from "@/app/api/projects/createprojectpaymentdetails/route";
import { GET as paymentsGet } from "@/app/api/projects/getprojectpayments/[id]/route";
import { POST as approveStagePost } from "@/app/api/projects/approvestage/route";
import { POST as approveInaugurationPost } from "@/app/api/projects/approveinaugurationstage/route";
import { POST as decideStagePost } from "@/app/api/projects/updatetableprojectapplicationstageforapproval/route";
import { getRequest, jsonRequest, send, type TAuth } from "../auth/helpers";
import { uploadRequest, withParams, type TFilePart } from "../service-requests/helpers";

const P = "/api/projects";
const get = (handler: Parameters<typeof withParams>[0], params: Record<string, string>, path: string, auth?: TAuth) =>
  send(withParams(handler, params), getRequest(`${P}/${path}`, auth));

export const appApi = {
  create: (auth: TAuth | undefined, body: unknown) =>
    send(createPost, jsonRequest(`${P}/createnewprojectapplication`, body, auth)),
  nextNo: (auth: TAuth | undefined, packStageId: number) =>
    get(nextNoGet, { id: String(packStageId) }, `getnewapplicationnoforstageid/${packStageId}`, auth),
  application: (auth: TAuth | undefined, id: number) =>
    get(applicationGet, { id: String(id) }, `gettableprojectapplication/${id}`, auth),
  stage: (auth: TAuth | undefined, id: number) =>
    get(stageGet, { id: String(id) }, `gettableprojectapplicationstage/${id}`, auth),
  metadata: (auth: TAuth | undefined, id: number) =>
    get(metadataGet, { id: String(id) }, `gettableprojectapplicationmetadataforstageid/${id}`, auth),
  header: (auth: TAuth | undefined, id: number) =>
    get(headerGet, { id: String(id) }, `gettableprojectapplicationheaderandfooter/${id}`, auth),
  vendors: (auth: TAuth | undefined, id: number) =>
    get(vendorsGet, { id: String(id) }, `getprojectapplicationventorbytableprojectid/${id}`, auth),
  areaRecommendation: (auth: TAuth | undefined, no: string) =>
    get(areaRecommendationGet, { no }, `getareainitialrecommusingapplicationno/${no}`, auth),
  byTable: (auth: TAuth | undefined, tableNo: number) =>
    get(byTableGet, { no: String(tableNo) }, `gettableprojectapplicationsbytableno/${tableNo}`, auth),
  byUnitArea: (auth: TAuth | undefined, unitNo: number, areaNo: number, query = "") =>
    get(
      byUnitAreaGet,
      { a: String(unitNo), b: String(areaNo) },
      `gettableprojectapplicationsbytablecircleareano/${unitNo}/${areaNo}${query}`,
      auth,
    ),
  count: (auth: TAuth | undefined, tableNo: number, year: number) =>
    get(countGet, { a: String(tableNo), b: String(year) }, `gettableprojectapplicationsbytablenocount/${tableNo}/${year}`, auth),
  all: (auth: TAuth | undefined, start: number, take: number, query = "") =>
    get(allGet, { a: String(start), b: String(take) }, `getalltableprojectapplications/${start}/${take}${query}`, auth),
  forArea: (auth: TAuth | undefined, areaNo: number) =>
    get(forAreaGet, { area: String(areaNo) }, `getallprojectapplicationsforarea/${areaNo}`, auth),
  rename: (auth: TAuth | undefined, body: unknown) =>
    send(renamePost, jsonRequest(`${P}/updatetableprojectapplication`, body, auth)),
  save: (auth: TAuth | undefined, body: unknown) =>
    send(savePost, jsonRequest(`${P}/updatetableprojectapplicationstage`, body, auth)),
  submit: (auth: TAuth | undefined, applicationStageId: number) =>
    send(submitPost, jsonRequest(`${P}/submittableprojectapplicationstage`, { applicationStageId }, auth)),
  upload: (auth: TAuth | undefined, json: unknown, files: TFilePart[]) =>
    send(uploadPost, uploadRequest(`${P}/uploadtpdocument`, json, files, auth)),
  deleteDocument: (auth: TAuth | undefined, sedid: number) =>
    send(deleteDocumentPost, jsonRequest(`${P}/deletetpdocument`, { id: sedid }, auth)),
  vendor: (auth: TAuth | undefined, json: unknown, files: TFilePart[]) =>
    send(vendorPost, uploadRequest(`${P}/createprojectapplicationvendor`, json, files, auth)),
  vendorFiles: (auth: TAuth | undefined, json: unknown, files: TFilePart[]) =>
    send(vendorFilesPost, uploadRequest(`${P}/uploadfilesforvendor`, json, files, auth)),
  deleteVendor: (auth: TAuth | undefined, pavid: number) =>
    send(deleteVendorPost, jsonRequest(`${P}/deleteprojectapplicationvendorbyid`, { pavid }, auth)),
  deleteCost: (auth: TAuth | undefined, projectcostid: number) =>
    send(deleteCostPost, jsonRequest(`${P}/deleteprojectcostbyid`, { projectcostid }, auth)),
  mailChairman: (auth: TAuth | undefined, body: unknown) =>
    send(mailChairmanPost, jsonRequest(`${P}/emailchairmanotp`, body, auth)),
  verifyChairman: (auth: TAuth | undefined, body: unknown) =>
    send(verifyChairmanPost, jsonRequest(`${P}/updatechairmanotp`, body, auth)),
  raiseQuery: (auth: TAuth | undefined, json: unknown, files: TFilePart[] = []) =>
    send(raiseQueryPost, uploadRequest(`${P}/createprojectquery`, json, files, auth)),
  replyQuery: (auth: TAuth | undefined, json: unknown, files: TFilePart[] = []) =>
    send(replyQueryPost, uploadRequest(`${P}/rplyprojectquery`, json, files, auth)),
  closeQuery: (auth: TAuth | undefined, body: unknown) =>
    send(closeQueryPost, jsonRequest(`${P}/updateprojectquery`, body, auth)),
  openQueries: (auth: TAuth | undefined, query = "") => send(openQueriesGet, getRequest(`${P}/getallopenqueries${query}`, auth)),
  mailArea: (auth: TAuth | undefined, body: unknown) => send(mailAreaPost, jsonRequest(`${P}/emailareachairmanotp`, body, auth)),
  verifyArea: (auth: TAuth | undefined, body: unknown) =>
    send(verifyAreaPost, jsonRequest(`${P}/updateareachairmanotp`, body, auth)),
};

/** The payments of a sanctioned grant. */
export const paymentsApi = {
  interim: (auth: TAuth | undefined, body: unknown) => send(interimPost, jsonRequest(`${P}/sendinterimpayment`, body, auth)),
  final: (auth: TAuth | undefined, body: unknown) => send(finalPost, jsonRequest(`${P}/sendfinalpayment`, body, auth)),
  balance: (auth: TAuth | undefined, body: unknown) => send(balancePost, jsonRequest(`${P}/sendbalancefinalpayment`, body, auth)),
  details: (auth: TAuth | undefined, body: unknown) =>
    send(paymentDetailsPost, jsonRequest(`${P}/createprojectpaymentdetails`, body, auth)),
  payments: (auth: TAuth | undefined, id: number) => get(paymentsGet, { id: String(id) }, `getprojectpayments/${id}`, auth),
};

/** The national team's decisions on the stages a table submits after the sanction. */
export const stageReviewApi = {
  approve: (auth: TAuth | undefined, body: unknown) => send(approveStagePost, jsonRequest(`${P}/approvestage`, body, auth)),
  inauguration: (auth: TAuth | undefined, body: unknown) =>
    send(approveInaugurationPost, jsonRequest(`${P}/approveinaugurationstage`, body, auth)),
  decide: (auth: TAuth | undefined, body: unknown) =>
    send(decideStagePost, jsonRequest(`${P}/updatetableprojectapplicationstageforapproval`, body, auth)),
};
