import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface BuiltServer {
  readonly url: string;
  readonly output: () => string;
  stop(): Promise<void>;
  /** Ends the process at once, as a crash would (SIGKILL): no shutdown hook runs, requests in flight are cut off. */
  kill(): Promise<void>;
}

/**
 * The app as a newcomer runs it: the built server (services/api/dist, web/dist) in a process of its own, on a free
 * port and a fresh data directory. `npm test` builds before it runs end-to-end tests.
 */
export async function startBuiltServer(environment: Record<string, string> = {}): Promise<BuiltServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pathwise-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [join(repositoryRoot, 'services/api/dist/main.js')], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    // A guard against a start that hangs, not a speed target: on a busy 2-core machine migrating and seeding the demo
    // world has taken a minute.
    const timer = setTimeout(() => reject(new Error(`The server did not start within 120 s:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Pathwise is running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveUrl(match[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before starting:\n${output}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill(signal);
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, output: () => output, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}
