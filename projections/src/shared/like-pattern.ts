/** A LIKE pattern matching `text` anywhere: % and _ in what a person typed mean those characters, not wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
