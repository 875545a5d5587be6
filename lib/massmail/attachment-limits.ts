// The limits of a mass mail's attachments, shared by the API and the compose screen (nothing of
// the server here).

/** At most this many files per mailing, each at most this large. */
export const MAX_ATTACHMENTS = 5;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/**
 * And at most this much in all: base64 makes a message about 1.37 times its files, so 15 MB of
 * files is about 21 MB on the wire, under the 25 MB most mail servers take. Over it, the server
 * refuses the message after DATA (552) and every copy fails.
 */
export const MAX_ATTACHMENTS_TOTAL_BYTES = 15 * 1024 * 1024;

export const megabytes = (bytes: number) => `${+(bytes / (1024 * 1024)).toFixed(1)} MB`;

export const ATTACHMENTS_HINT = `PDF or images, up to ${MAX_ATTACHMENTS} files of ${megabytes(MAX_ATTACHMENT_BYTES)} each, ${megabytes(MAX_ATTACHMENTS_TOTAL_BYTES)} in all.`;

/** Why files of `total` bytes in all are too many; null when they are not. */
export const attachmentsTotalError = (total: number) =>
  total > MAX_ATTACHMENTS_TOTAL_BYTES
    ? `the attachments come to ${megabytes(total)}; at most ${megabytes(MAX_ATTACHMENTS_TOTAL_BYTES)} in all can be mailed`
    : null;
