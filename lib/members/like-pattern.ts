// Prisma's case-insensitive `equals` and `contains` become ILIKE on Postgres without escaping the
// pattern characters, so "%" would match every row and "_" any character. Escape them first.
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
