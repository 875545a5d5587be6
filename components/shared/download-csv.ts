// A CSV the API makes (`?format=csv`), fetched and saved under the server's file name without
// leaving the page. A refusal comes back as the API's message, to show beside the button.
import { NETWORK_ERROR_MESSAGE, readApiError } from "@/components/shared/request-json";
import { downloadName, saveBlob } from "@/components/shared/save-file";

/** GET `url` (or POST `body` as JSON to it) and save the CSV; resolves to an error text, or null. */
export const downloadCsv = async (url: string, fallbackName: string, body?: unknown): Promise<string | null> => {
  try {
    const response = await fetch(url, {
      method: body === undefined ? "GET" : "POST",
      credentials: "same-origin",
      headers: {
        Accept: "text/csv, application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) {
      const data: unknown = await response.json().catch(() => null);
      return readApiError(data).message ?? "The file could not be made. Please try again.";
    }
    saveBlob(await response.blob(), downloadName(response, fallbackName));
    return null;
  } catch {
    return NETWORK_ERROR_MESSAGE;
  }
};
