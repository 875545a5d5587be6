// Whether leaving an admin edit form with Cancel would lose something, so that it asks first.

/**
 * A field differs from what the form opened with (an uploaded, replaced or removed image is a
 * changed field), or an image is still uploading. Typing a change and undoing it is no change.
 */
export const cancelWouldLoseWork = <TDraft extends Record<string, unknown>>({
  start,
  draft,
  uploading,
}: {
  start: TDraft;
  draft: TDraft;
  uploading: boolean;
}) => uploading || Object.keys({ ...start, ...draft }).some((key) => !Object.is(start[key], draft[key]));
