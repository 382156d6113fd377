/** IBAN lengths by country (ISO 13616), for the countries whose banks creators are most likely paid in. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GB: 22, GR: 27,
  HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MT: 31, NL: 18, NO: 15, PL: 28,
  PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27,
};

/** An IBAN as written by people (spaces, lower case) in its electronic form. */
export const normalizeIban = (written: string): string => written.replace(/\s+/g, '').toUpperCase();

/** Why an IBAN (already normalised) cannot be paid to, or null when it can: its country's length and mod-97 check. */
export function ibanProblem(iban: string): 'format' | 'country' | 'length' | 'checksum' | null {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return 'format';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return 'country';
  if (iban.length !== length) return 'length';
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  const digits = [...rearranged].map((character) => (/\d/.test(character) ? character : String(character.charCodeAt(0) - 55))).join('');
  // Piecewise, so the number never outgrows what a double holds exactly.
  let remainder = 0;
  for (let start = 0; start < digits.length; start += 7) remainder = Number(`${remainder}${digits.slice(start, start + 7)}`) % 97;
  return remainder === 1 ? null : 'checksum';
}
