/**
 * The fields of an edit form whose value differs from the one the form opened with: all that a
 * save sends. The details APIs leave a field they are not given as it is, so a save never puts back
 * a value someone else changed meanwhile, nor sends a stored value the rules of today would refuse.
 */
export const changedValues = <T extends Record<string, string>>(baseline: T, values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([key, value]) => value !== baseline[key])) as Partial<T>;

export const NOTHING_TO_SAVE = "Nothing to save: no field has been changed.";
