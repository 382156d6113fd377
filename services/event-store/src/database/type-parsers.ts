/**
 * Log positions and transaction ids are 64-bit; they are `bigint` everywhere in TypeScript and decimal strings
 * in JSON. Both drivers must agree, so the parsers for int8 and xid8 are set here once.
 */
export const INT8_OID = 20;
export const XID8_OID = 5069;

export const parseBigInt = (value: string): bigint => BigInt(value);
