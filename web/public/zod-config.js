// Zod probes for `new Function` when it builds an object schema, to compile faster parsers. The Content Security
// Policy (no unsafe-eval) refuses it and Chrome reports an issue. Schemas are built as soon as their modules load,
// and zod reads this global when it loads, so it is set here, by a classic script that runs before the app's modules.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
