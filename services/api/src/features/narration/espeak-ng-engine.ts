import { spawn } from 'node:child_process';
import type { Language, NarrationSettings, NarrationVoice } from '@pathwise/event-schemas';
import type { NarrationEngine, SpokenAudio } from './narration-engine.js';

/** espeak-ng's own voice for each course language, and its variant for each of the platform's voices. */
const languageVoices: Readonly<Record<Language, string>> = { en: 'en-us', es: 'es', fr: 'fr-fr' };
const voiceVariants: Readonly<Record<NarrationVoice, string>> = { clear: '', warm: '+f3', deep: '+m3', bright: '+f4' };
/** espeak-ng's ordinary pace in words per minute, which a speed multiplies. */
const ORDINARY_WORDS_PER_MINUTE = 175;
const SPEAKING_TIME_LIMIT_MS = 60_000;

interface RunResult {
  readonly code: number | null;
  readonly stdout: Buffer;
  readonly stderr: string;
}

/**
 * Runs espeak-ng as a program of its own with arguments (never through a shell), the text on its standard input:
 * espeak-ng is GPL-3.0, so Pathwise only ever talks to it as a separate process.
 */
function run(binary: string, args: readonly string[], input: string | null, timeoutMs: number): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['pipe', 'pipe', 'pipe'], shell: false, timeout: timeoutMs });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(stdout), stderr }));
    // A program that exits before reading its input closes the pipe: the exit code tells what went wrong, not EPIPE.
    child.stdin.on('error', () => {});
    child.stdin.end(input ?? '');
  });
}

/** espeak-ng's version line when the program is there and runs, else null: asked once, at start-up. */
export async function findEspeakNg(binary: string): Promise<string | null> {
  try {
    const { code, stdout } = await run(binary, ['--version'], null, 5_000);
    return code === 0 ? stdout.toString('utf8').trim().split('\n')[0] ?? null : null;
  } catch {
    return null;
  }
}

export class EspeakNgEngine implements NarrationEngine {
  readonly name = 'espeak-ng' as const;

  constructor(private readonly binary: string) {}

  async speak(text: string, settings: NarrationSettings): Promise<SpokenAudio> {
    const voice = `${languageVoices[settings.language]}${voiceVariants[settings.voice]}`;
    const wordsPerMinute = Math.round(ORDINARY_WORDS_PER_MINUTE * settings.speed);
    // -b 1: the input is UTF-8; --stdout: a WAV file on standard output.
    const args = ['-b', '1', '-v', voice, '-s', String(wordsPerMinute), '--stdout'];
    const { code, stdout, stderr } = await run(this.binary, args, text, SPEAKING_TIME_LIMIT_MS);
    if (code !== 0 || stdout.subarray(0, 4).toString('latin1') !== 'RIFF') {
      throw new Error(`espeak-ng failed (exit ${String(code)}): ${stderr.slice(0, 200)}`);
    }
    return { bytes: stdout, contentType: 'audio/wav' };
  }
}
