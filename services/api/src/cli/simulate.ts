import { runCli } from './cli-platform.js';
import { SimulationSetupError } from './simulate/course-setup.js';
import { runSimulation } from './simulate/run-simulation.js';
import { accountsFromTokensFile, issueSimulationAccounts } from './simulate/simulation-accounts.js';
import { summaryText } from './simulate/simulation-summary.js';
import { parseSimulateOptions } from './simulate/simulate-options.js';

/** Tokens outlive the run: one expiring midway would turn into 401s, not load. */
const TOKEN_MARGIN_SECONDS = 60 * 60;
const TOKEN_TTL_FOR_ATTEMPTS_SECONDS = 24 * 60 * 60;

/**
 * npm run simulate: synthetic learners with known true skills study a published course through the real API (lesson
 * events and graded quiz attempts) at a given rate, for demos and load. Progress and the summary go to stdout.
 */
runCli(async () => {
  const options = parseSimulateOptions(process.argv.slice(2));
  const ttlSeconds = options.durationSeconds === null ? TOKEN_TTL_FOR_ATTEMPTS_SECONDS : Math.ceil(options.durationSeconds) + TOKEN_MARGIN_SECONDS;
  const accounts = options.tokensFile
    ? await accountsFromTokensFile(options.tokensFile, options.learners)
    : await issueSimulationAccounts(options.learners, options.seed, ttlSeconds);
  process.stdout.write(`Simulating ${accounts.length} learner(s) against ${options.baseUrl} at ${options.rate} requests/s (seed ${options.seed})\n`);
  try {
    const summary = await runSimulation({ ...options, accounts, onProgress: (line) => process.stdout.write(`${line}\n`) });
    process.stdout.write(`${summaryText(summary)}\n`);
  } catch (error) {
    if (!(error instanceof SimulationSetupError)) throw error;
    process.stderr.write(`Cannot simulate: ${error.message}\n`);
    process.exit(1);
  }
});
