// Category names: shown as typed (spaces tidied); compared ignoring case and spacing through the
// unique `nameKey`, so two names that differ only there cannot both exist, even when created at once.
export const tidyCategoryName = (name: string) => name.trim().replace(/\s+/g, " ");

export const categoryNameKey = (name: string) => tidyCategoryName(name).toLowerCase();
