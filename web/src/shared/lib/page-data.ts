/**
 * The JSON a page carries in a script element of its own (what the server rendered it with, the session it was asked
 * with), parsed; undefined when the page carries none or it does not parse.
 */
export function readPageData(scriptId: string): unknown {
  const script = document.getElementById(scriptId);
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as unknown;
  } catch {
    return undefined;
  }
}
