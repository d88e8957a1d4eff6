/** An ILIKE pattern matching `text` anywhere, with %, _ and \ taken literally (a search box is not SQL). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
