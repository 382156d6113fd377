import { generateSerializedSigningKey } from '../features/certificates/index.js';

/**
 * Prints a new Ed25519 key pair for CERTIFICATE_SIGNING_KEY. Keep it secret and keep it: credentials are signed when
 * served, so after a change of key the served ones verify with the new key, but copies downloaded before name the
 * old one and no longer verify here.
 */
process.stdout.write(`${await generateSerializedSigningKey()}\n`);
