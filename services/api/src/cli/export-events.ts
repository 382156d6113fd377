import { openCliPlatform, runCli } from './cli-platform.js';
import { parseExportArguments, runEventExport } from './export-events/event-export-command.js';

/**
 * Writes the event log for analysts, in the order the projections read it, personal data pseudonymised unless
 * asked otherwise, and says where the next export resumes (ADR 60). Bad flags exit with 2 before anything opens.
 */
runCli(async () => {
  const args = parseExportArguments(process.argv.slice(2));
  const platform = await openCliPlatform();
  try {
    await runEventExport(args, {
      store: platform.store,
      keys: { exportKey: platform.config.exportPseudonymKey, personalDataKey: platform.config.personalDataKey },
      stdout: process.stdout,
      stderr: process.stderr,
    });
  } finally {
    await platform.close();
  }
});
