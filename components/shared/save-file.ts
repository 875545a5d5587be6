// Saving a file the browser fetched (a PDF, a CSV) under its name, without leaving the page.

/** Saves `blob` as `fileName` through a temporary link; the object URL is released a minute later. */
export const saveBlob = (blob: Blob, fileName: string) => {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
};

/** The file name the server gave in Content-Disposition, else `fallback`. */
export const downloadName = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallback;
