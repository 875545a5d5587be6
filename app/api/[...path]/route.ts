// Any method on /api/<a path no route serves> - the JSON 404 (or 405) instead of Next's HTML page
import { unknownApiRoute } from "@/lib/http/route";

export {
  unknownApiRoute as GET,
  unknownApiRoute as POST,
  unknownApiRoute as PUT,
  unknownApiRoute as DELETE,
  unknownApiRoute as PATCH,
};
export { unknownApiRoute as HEAD, unknownApiRoute as OPTIONS };
