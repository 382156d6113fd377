/**
 * Reading a W3C Bitstring Status List in the browser: multibase base64url ("u…") of the gzip of the bits, bit 0 the
 * first byte's highest. The browser's own DecompressionStream unzips it, so no library comes with the page for it.
 */
export async function decodeStatusList(encodedList: string): Promise<Uint8Array> {
  if (!encodedList.startsWith('u')) throw new Error('The encoded status list is not multibase base64url');
  const base64 = encodedList.slice(1).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const zipped = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  const stream = new Response(zipped).body!.pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export function isIndexSet(bits: Uint8Array, index: number): boolean {
  if (!Number.isInteger(index) || index < 0 || index >= bits.length * 8) throw new Error(`The status list has no entry ${index}`);
  return ((bits[index >> 3] ?? 0) & (0x80 >> (index & 7))) !== 0;
}
