// Recognitions for /recognition, newest year first.
import { getDb } from "../db/client";
import { recognitionSelect, toRecognition } from "./shapes";
import type { TRecognition } from "./types";

export const listRecognitions = async (): Promise<TRecognition[]> => {
  const prisma = await getDb();
  const rows = await prisma.recognition.findMany({
    orderBy: [{ year: "desc" }, { sortOrder: "asc" }, { id: "asc" }],
    select: recognitionSelect,
  });
  return rows.map(toRecognition);
};
