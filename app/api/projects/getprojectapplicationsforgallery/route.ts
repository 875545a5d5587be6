// POST /api/projects/getprojectapplicationsforgallery - one page of a gallery year's projects
import { listGalleryProjects } from "@/lib/content/list-gallery-projects";
import { ZGalleryProjectsBody } from "@/lib/content/route-schemas";
import { defineRoute } from "@/lib/http/route";

export const POST = defineRoute({
  json: ZGalleryProjectsBody,
  handler: async ({ json }) => listGalleryProjects(json),
});
