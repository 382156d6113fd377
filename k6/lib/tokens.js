// Access tokens for virtual users, from an environment variable of comma-separated userId:token pairs, as
// `npm run tokens -- --count N` prints them.
export function parseTokens(name, value) {
  if (!value) throw new Error(`Set ${name} to comma-separated userId:token pairs (npm run tokens -- --count 50)`);
  return value
    .split(',')
    .map((pair) => pair.trim())
    .filter((pair) => pair.length > 0)
    .map((pair) => {
      // A JWT has no colon, a userId has none either: the first colon is the separator.
      const colon = pair.indexOf(':');
      if (colon < 1) throw new Error(`${name}: "${pair.slice(0, 20)}..." is not a userId:token pair`);
      return { userId: pair.slice(0, colon), token: pair.slice(colon + 1) };
    });
}

/** The pair of the current virtual user, reused round-robin when there are more users than tokens. */
export const tokenOfVirtualUser = (pairs, vu) => pairs[(vu - 1) % pairs.length];

export const bearer = (pair) => ({ Authorization: `Bearer ${pair.token}` });
