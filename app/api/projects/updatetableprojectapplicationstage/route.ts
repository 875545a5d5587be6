// POST /api/projects/updatetableprojectapplicationstage - autosave: applicationStageId, answers [{elementId, value, revision}], costs [{key, elementId, description, quantity, unitCostPaise, position}], removedCosts [key], stageRevision, saveKey
import { defineRoute } from "@/lib/http/route";
import { requireSession } from "@/lib/members/member-session";
import { ZSaveStageAnswers } from "@/lib/projects/application-inputs";
import { saveStageAnswers } from "@/lib/projects/save-stage-answers";

export const POST = defineRoute({
  json: ZSaveStageAnswers,
  handler: async ({ session, json }) => ({
    stat: 1,
    ...(await saveStageAnswers(requireSession(session), {
      applicationStageId: json.applicationStageId,
      answers: json.answers,
      costs: json.costs.map(({ quantity, ...cost }) => ({ ...cost, quantityHundredths: quantity })),
      removedCosts: json.removedCosts,
      stageRevision: json.stageRevision,
      saveKey: json.saveKey,
    })),
  }),
});
