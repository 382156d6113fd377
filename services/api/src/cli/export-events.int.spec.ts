import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { courseReviewStreamId, streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { compareCheckpoints, type AppendResult, type Checkpoint } from '@pathwise/event-store';
import { eventually } from '@pathwise/event-store/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCheckpoint, RESUME_CHECKPOINT_HEADER } from '../features/platform/index.js';
import { requestJson } from '../testing/json-requests.js';
import { useTestServer } from '../testing/use-test-server.js';
import { UsageError } from './cli-platform.js';
import { parseExportArguments, runEventExport } from './export-events/event-export-command.js';

const SELECTED = 'AccountRegistered,CourseRated,LeadSubmitted';

interface Line {
  readonly eventId: string;
  readonly type: string;
  readonly recordedAt: string;
  readonly metadata: { readonly actor?: { readonly kind: string; readonly id: string } };
  readonly data: Record<string, unknown>;
}

/** RFC 4180 as a spreadsheet reads it: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted && char === '"' && text[index + 1] === '"') {
      field += '"';
      index++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && char === '\r' && text[index + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      index++;
    } else {
      field += char;
    }
  }
  return rows;
}

describe('npm run export and the admins\' download of the event log, on PostgreSQL', () => {
  const used = useTestServer('postgres');
  let directory = '';
  let admin = '';
  let student = '';
  let start: Checkpoint;
  /** The events this spec appended; the server's own (its accounts, its reactors) may share the window. */
  const own = new Set<string>();
  const person = { userId: randomUUID(), email: `ada-${randomUUID().slice(0, 8)}@example.com`, name: 'Ada Quillfeather' };
  const review = 'Loved it, "really": Ada Quillfeather, 12 Rue des Fleurs\nwould take again';

  const store = () => used.server.platform.store;
  const exportTo = async (file: string, ...argv: string[]) => {
    const stderr = new PassThrough();
    let said = '';
    stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    const { config } = used.server.platform;
    const summary = await runEventExport(parseExportArguments([...argv, '--out', join(directory, file)]), {
      store: store(),
      keys: { exportKey: config.exportPseudonymKey, personalDataKey: config.personalDataKey },
      stdout: new PassThrough(),
      stderr,
    });
    return { summary, said, text: await readFile(join(directory, file), 'utf8') };
  };
  const ndjson = (text: string) => text.split('\n').filter((line) => line !== '').map((line) => JSON.parse(line) as Line);
  /** An export stops where every older transaction has ended; the server's own may still be open a moment. */
  const untilReadable = async ({ events }: AppendResult) => {
    const last = events.at(-1)!;
    await eventually(async () => expect(compareCheckpoints((await store().head()).visible, last)).toBeGreaterThanOrEqual(0));
  };
  const checkpointOf = (text: string): Checkpoint => {
    const [transactionId, position] = text.split(':').map(BigInt) as [bigint, bigint];
    return { transactionId, position };
  };
  /** What readAll gives for the same window, read after the export: the server may have appended more since. */
  const selectedInLog = async (after: Checkpoint, until: string) =>
    (await store().readAll({ after, until: checkpointOf(until), types: SELECTED.split(','), limit: 10_000 })).events.map((event) => event.id);

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'pathwise-export-'));
    admin = await used.server.tokenFor({ userId: randomUUID(), role: 'admin', tier: 'free' });
    student = await used.server.tokenFor({ userId: randomUUID(), role: 'student', tier: 'free' });
    start = (await store().head()).visible;
    const courseId = randomUUID();
    const asThePerson = { metadata: { actor: { kind: 'user' as const, id: person.userId } } };
    const appended = await store().append(
      streamId('account', person.userId),
      [
        {
          type: 'AccountRegistered',
          data: {
            userId: person.userId, email: person.email, displayName: person.name, role: 'student', subscriptionTier: 'free',
            aiCreditBalance: 0, preferredLanguage: 'en', receiveEmailNotifications: false,
          },
        },
        { type: 'SettingsChanged', data: { userId: person.userId, preferredLanguage: 'fr', receiveEmailNotifications: true } },
      ] satisfies PathwiseEvent[],
      { expectedVersion: 'no_stream', ...asThePerson },
    );
    const rated = await store().append(courseReviewStreamId(courseId, person.userId), [{ type: 'CourseRated', data: { courseId, learnerId: person.userId, rating: 5, review } }], {
      expectedVersion: 'no_stream', ...asThePerson,
    });
    const leadId = randomUUID();
    const lead = await store().append(
      streamId('lead', leadId),
      [{ type: 'LeadSubmitted', data: { leadId, name: person.name, email: person.email, organization: 'Quillfeather Ltd', topic: 'sales', message: 'Call me' } }],
      { expectedVersion: 'no_stream' },
    );
    for (const { events } of [appended, rated, lead]) for (const { id } of events) own.add(id);
    await untilReadable(lead);
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('writes the selected events in the log\'s read order, pseudonymised, and resumes exactly after its checkpoint', async () => {
    const first = await exportTo('first.ndjson', '--from', formatCheckpoint(start), '--types', SELECTED);
    const lines = ndjson(first.text);
    expect(lines.map((line) => line.eventId)).toEqual(await selectedInLog(start, first.summary.resumeFrom));
    const ours = lines.filter((line) => own.has(line.eventId));
    expect(ours.map((line) => line.type)).toEqual(['AccountRegistered', 'CourseRated', 'LeadSubmitted']);
    expect(first.summary.exported).toBe(lines.length);
    expect(first.said).toContain(`resume from checkpoint ${first.summary.resumeFrom}`);

    // One person, one pseudonym, wherever their id appears; their words and details nowhere.
    const [registered, rated, lead] = ours as [Line, Line, Line];
    expect(registered.data.userId).toMatch(/^p_[\w-]{22}$/);
    expect(rated.data.learnerId).toBe(registered.data.userId);
    expect(rated.metadata.actor).toEqual({ kind: 'user', id: registered.data.userId });
    expect(rated.data.review).toBe(`[withheld: ${review.length} characters]`);
    expect(lead.data.email).toBe(registered.data.email);
    expect(lead.data.message).toBe('[withheld: 7 characters]');
    for (const secret of [person.userId, person.email, person.name, 'Quillfeather', 'Rue des Fleurs']) expect(first.text).not.toContain(secret);

    await store().append(streamId('account', person.userId), [{ type: 'ProfileChanged', data: { userId: person.userId, displayName: 'Ada Q.' } }], {
      expectedVersion: 2,
    });
    const later = randomUUID();
    const registeredLater = await store().append(
      streamId('account', later),
      [{ type: 'AccountRegistered', data: { userId: later, email: null, displayName: null, role: 'creator', subscriptionTier: 'pro', aiCreditBalance: 0, preferredLanguage: 'es', receiveEmailNotifications: false } }],
      { expectedVersion: 'no_stream' },
    );
    await untilReadable(registeredLater);
    const second = await exportTo('second.ndjson', '--from', first.summary.resumeFrom, '--types', SELECTED);
    const next = ndjson(second.text);
    expect(next.map((line) => line.eventId)).toEqual(await selectedInLog(checkpointOf(first.summary.resumeFrom), second.summary.resumeFrom));
    expect(next.filter((line) => lines.some((earlier) => earlier.eventId === line.eventId))).toEqual([]);
    expect(next.map((line) => line.data.role)).toContain('creator');
    expect(next.map((line) => line.type)).not.toContain('ProfileChanged');

    // The same window again, as CSV: the same pseudonyms, a header, every field that needs it quoted.
    const csv = await exportTo('again.csv', '--from', formatCheckpoint(start), '--until', first.summary.resumeFrom, '--types', SELECTED, '--format', 'csv');
    const rows = parseCsv(csv.text);
    expect(rows[0]).toEqual(['checkpoint', 'position', 'transaction_id', 'recorded_at', 'type', 'stream_id', 'stream_version', 'schema_version', 'event_id', 'actor_kind', 'actor_id', 'correlation_id', 'causation_id', 'data']);
    expect(rows.slice(1).map((row) => row[8])).toEqual(lines.map((line) => line.eventId));
    expect(rows.slice(1).map((row) => JSON.parse(row[13]!))).toEqual(lines.map((line) => line.data));
    expect(csv.text).toMatch(/,"\{""\w+"":/);
    expect(csv.summary.resumeFrom).toBe(first.summary.resumeFrom);

    // A time window: only what was recorded up to the rating.
    const until = rated.recordedAt;
    const timed = await exportTo('timed.ndjson', '--from', formatCheckpoint(start), '--until', until, '--types', SELECTED);
    expect(ndjson(timed.text).map((line) => line.eventId)).toEqual(lines.filter((line) => line.recordedAt <= until).map((line) => line.eventId));

    // The admins' download streams the same lines, and says where to resume in a header.
    const response = await fetch(`${used.server.url}/api/admin/events/export?from=${formatCheckpoint(start)}&types=${SELECTED}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="pathwise-events-\d{4}-\d{2}-\d{2}\.ndjson"$/);
    expect(response.headers.get('content-length')).toBeNull();
    // The server's own work may have moved the log on since; the download goes as far as the log was then.
    const body = await response.text();
    expect(body.startsWith(first.text + second.text)).toBe(true);
    expect(ndjson(body).map((line) => line.eventId)).toEqual(await selectedInLog(start, response.headers.get(RESUME_CHECKPOINT_HEADER)!));
  });

  it('refuses bad arguments and query parameters by name, and non-admins', async () => {
    expect(() => parseExportArguments(['--from', '42'])).toThrow(UsageError);
    expect(() => parseExportArguments(['--from', '42'])).toThrow(/^--from: "42" is a bare log position/);
    expect(() => parseExportArguments(['--types', 'NoSuchEvent'])).toThrow(/^--types: Unknown event type: NoSuchEvent/);
    expect(() => parseExportArguments(['--format', 'xml'])).toThrow(/^--format: /);
    expect(() => parseExportArguments(['--colour'])).toThrow(/'--colour'/);
    expect(parseExportArguments(['--no-pseudonymise']).pseudonymise).toBe('none');

    const url = `${used.server.url}/api/admin/events/export`;
    expect((await requestJson('GET', `${url}?types=AccountRegistered`, undefined, student)).status).toBe(403);
    for (const [query, field] of [['from=42', 'from'], ['until=soon', 'until'], ['types=NoSuchEvent', 'types'], ['format=xml', 'format']]) {
      const refused = await requestJson('GET', `${url}?${query}`, undefined, admin);
      expect(refused.status, query).toBe(400);
      expect(refused.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect((refused.body!.errors as { pointer: string }[]).map((error) => error.pointer)).toEqual([`#/query/${field}`]);
    }
  });
});
