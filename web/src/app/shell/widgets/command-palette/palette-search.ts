/** Spec section 2: the palette shows at most 3 entries. */
export const MAX_PALETTE_RESULTS = 3;

export interface PaletteEntry {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly keywords: readonly string[];
  readonly path: string;
}

/** Entries whose title, subtitle or a keyword contains the query, ignoring case; the first 3 of them. */
export function searchPalette(entries: readonly PaletteEntry[], query: string): PaletteEntry[] {
  const needle = query.trim().toLocaleLowerCase();
  const matches = needle
    ? entries.filter((entry) =>
        [entry.title, entry.subtitle, ...entry.keywords].some((text) => text.toLocaleLowerCase().includes(needle)),
      )
    : entries;
  return matches.slice(0, MAX_PALETTE_RESULTS);
}
