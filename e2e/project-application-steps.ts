// Steps and files the project-application specs share.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { apiLogin, logInTo } from "./fixtures";
import type { startMailbox } from "./mailbox";
import { expect } from "./test";

/** A tiny PDF upload named `name`. */
export const pdf = (name: string) => ({ name, mimeType: "application/pdf", buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`) });

/** A PNG upload named `name` (its signature and the name as its body). */
export const png = (name: string) => ({
  name,
  mimeType: "image/png",
  buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(name)]),
});

/** Waits until the application form says every change is saved. */
export const saved = (page: Page) => expect(page.getByRole("status").filter({ hasText: "All changes saved" })).toBeVisible();

/** texc starts a draft of the demo education pack and is on its first stage. */
export const startDraft = async (page: Page, title: string) => {
  await logInTo(page, "texc", "/projects/tableprojectpacks");
  await page.getByRole("button", { name: "Start with Freedom Through Education: classrooms" }).click();
  await page.getByRole("textbox", { name: "Project title" }).fill(title);
  await page.getByRole("button", { name: "Start", exact: true }).click();
  await page.waitForURL(/\/projects\/tableprojectapplication\/\d+\/\d+$/);
};

type TMailbox = Awaited<ReturnType<typeof startMailbox>>;

/** A context of `userName` logged in through the API, for its `request`; the caller closes it. */
const apiAs = async (browser: Browser, userName: string) => {
  const context = await browser.newContext();
  await apiLogin(context.request, userName);
  return context;
};

/** One call of the projects' API as `context`'s member, which must succeed; its reply. */
const call = async (context: BrowserContext, path: string, data?: unknown) => {
  const url = `/api/projects/${path}`;
  const reply = data === undefined ? await context.request.get(url) : await context.request.post(url, { data });
  expect(reply.status(), `${path}: ${await reply.text()}`).toBe(200);
  return (await reply.json()) as Record<string, unknown>;
};

/** Fills in a stage's answers (by the elements' labels), checks it and signs it with the code mailed to `signerMail`. */
const fillAndSign = async (
  context: BrowserContext,
  mailbox: TMailbox,
  applicationStageId: number,
  answers: Record<string, unknown>,
  signer: "chairman" | "areachairman",
  signerMail: string,
) => {
  const { stageElements } = (await call(context, `gettableprojectapplicationstage/${applicationStageId}`)) as {
    stageElements: { id: number; label: string }[];
  };
  await call(context, "updatetableprojectapplicationstage", {
    applicationStageId,
    answers: Object.entries(answers).map(([label, value]) => ({
      elementId: stageElements.find((element) => element.label === label)!.id,
      value,
      revision: 1,
    })),
    costs: [],
    removedCosts: [],
  });
  const ready = (await call(context, "submittableprojectapplicationstage", { applicationStageId })) as {
    signatureElements: { id: number }[];
  };
  const stageElementId = ready.signatureElements[0]!.id;
  const since = mailbox.mark();
  await call(context, `email${signer}otp`, { applicationStageId, stageElementId });
  const [, otp] = await mailbox.waitFor(signerMail, /is (\d{6})\./, { since });
  await call(context, `update${signer}otp`, { applicationStageId, stageElementId, otp });
};

/**
 * A circle's application of the demo health pack, taken through the API as far as `until`: the
 * area chairman's recommendation (cex applies and signs, ac recommends: it waits for the national
 * review), or the trust's approval (then npc recommends it to the trust, the trustee approves, the
 * secretary records it: the trust office drafts its grant next).
 */
const circleApplication = async (browser: Browser, mailbox: TMailbox, title: string, until: "area" | "trust") => {
  const contexts: BrowserContext[] = [];
  const as = async (userName: string) => {
    contexts.push(await apiAs(browser, userName));
    return contexts.at(-1)!;
  };
  try {
    const cex = await as("cex");
    const { projectPacks } = (await call(cex, "getprojectpacksformember")) as { projectPacks: { id: number; name: string }[] };
    const packId = projectPacks.find((pack) => pack.name === "Circle health camps")!.id;
    const { tableProjectApplication: application } = (await call(cex, "createnewprojectapplication", { packId, title })) as {
      tableProjectApplication: { id: number; applicationNo: string; stages: { id: number }[] };
    };
    const applicationId = application.id;
    const [camp, area] = application.stages;
    await fillAndSign(
      cex,
      mailbox,
      camp!.id,
      {
        "Partner hospital": "Sankara Nethralaya",
        "Date of the camp": "2026-01-10",
        "People expected": 300,
        "Grant asked for": "1,50,000",
      },
      "chairman",
      "cex@example.org",
    );
    await fillAndSign(await as("ac"), mailbox, area!.id, { Remarks: "A well-run camp." }, "areachairman", "ac@example.org");
    if (until === "trust") {
      await call(await as("npc"), "approvecircleprojectappliaction", { applicationId });
      const secretary = await as("secretary");
      await call(secretary, "finalrecommendationcircle", { applicationId });
      await call(await as("trustee"), "approvecirculationreportbytrustee", { applicationId, vote: "APPROVE" });
      await call(secretary, "approvefinalrecommendation", { applicationId, approve: true });
    }
    return { id: applicationId, applicationNo: application.applicationNo };
  } finally {
    for (const context of contexts) await context.close();
  }
};

/** A circle's application recommended by its area chairman: it waits in the national review queue. */
export const areaRecommendedCircleApplication = (browser: Browser, mailbox: TMailbox, title: string) =>
  circleApplication(browser, mailbox, title, "area");

/** A circle's application approved by the trust: the trust office drafts its grant next. */
export const trustApprovedCircleApplication = (browser: Browser, mailbox: TMailbox, title: string) =>
  circleApplication(browser, mailbox, title, "trust");

/** `userName` posts `data` to the projects' API from a context of its own (a change made meanwhile, elsewhere). */
export const postAs = async (browser: Browser, userName: string, path: string, data: unknown) => {
  const context = await apiAs(browser, userName);
  try {
    await call(context, path, data);
  } finally {
    await context.close();
  }
};
