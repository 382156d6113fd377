import { CalibrationList, CalibrationSummary } from '@pathwise/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { deferredReply, jsonReply, problemReply, stubApi } from '../../../testing/stub-api';
import { aDeclinedRun, anAdoptedRun } from '../testing/calibration-fixtures';

const LIST = 'GET /api/admin/adaptive/calibrations';
const RUN = 'POST /api/admin/adaptive/calibrations';

const admin = () => aSession(aUser({ role: 'admin' }));
const listOf = (...runs: CalibrationSummary[]) => jsonReply(CalibrationList, { runs });

/** The runs as shown, top to bottom, each as the article that holds it. */
const shownRuns = async (regionName = 'Runs') => {
  const runs = await screen.findByRole('region', { name: regionName });
  return within(runs).findAllByRole('article');
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Admin adaptive calibration page', () => {
  beforeAll(async () => {
    await import('./adaptive-calibration-page');
  });

  it('lists the runs newest first: outcome in words, why, the held-out comparison and the banks fitted', async () => {
    const adopted = anAdoptedRun();
    const declined = aDeclinedRun({
      reason: 'the candidate predicted held-out learners no better (log loss 0.6400 against 0.6100)',
      heldOut: {
        learners: 20,
        answers: 400,
        current: { auc: 0.71, logLoss: 0.61, rmse: 0.44, accuracy: 0.7 },
        candidate: { auc: null, logLoss: 0.64, rmse: 0.46, accuracy: 0.7 },
      },
    });
    stubApi({ [LIST]: listOf(adopted, declined) });
    renderApp('/admin/adaptive-calibration', { session: admin() });

    const [first, second] = await shownRuns();
    const newest = within(first!);
    expect(newest.getByRole('heading', { level: 3 }).querySelector('time')?.getAttribute('datetime')).toBe(adopted.recordedAt);
    expect(newest.getByText('Adopted')).toBeTruthy();
    expect(newest.getByText('12,480 answers from 312 learners')).toBeTruthy();
    expect(newest.getByText(adopted.reason)).toBeTruthy();
    const comparison = newest.getByRole('table', { name: 'Held-out comparison: 62 learners, 2,410 answers' });
    expect(rowsOf(comparison)).toEqual([
      ['Log loss (lower is better)', '0.6012', '0.5123 (better)'],
      ['AUC (higher is better)', '0.702', '0.781 (better)'],
      ['Accuracy (higher is better)', '66.4%', '73.1% (better)'],
    ]);
    expect(rowsOf(newest.getByRole('table', { name: 'Item banks fitted' }))).toEqual([['course-fractions', '48', '36', 'Yes']]);

    const older = within(second!);
    expect(older.getByText('Kept the current model')).toBeTruthy();
    expect(older.queryByText('Adopted')).toBeNull();
    expect(older.getByText(declined.reason)).toBeTruthy();
    expect(rowsOf(older.getByRole('table', { name: /Held-out comparison/ }))).toEqual([
      ['Log loss (lower is better)', '0.6100 (better)', '0.6400'],
      ['AUC (higher is better)', '0.710', 'Not defined'],
      ['Accuracy (higher is better)', '70%', '70%'],
    ]);
    expect(older.getByText('No item bank fitted: a course needs answers from 30 learners first.')).toBeTruthy();
  });

  it('says when a run had nothing to compare', async () => {
    stubApi({ [LIST]: listOf(aDeclinedRun()) });
    renderApp('/admin/adaptive-calibration', { session: admin() });

    const [only] = await shownRuns();
    expect(within(only!).getByText('150 answers; calibration waits for 200')).toBeTruthy();
    expect(within(only!).getByText('No held-out comparison in this run.')).toBeTruthy();
    expect(within(only!).queryByRole('table')).toBeNull();
  });

  it('says the engine runs on the creators’ difficulties until a first calibration', async () => {
    stubApi({ [LIST]: listOf() });
    renderApp('/admin/adaptive-calibration', { session: admin() });

    expect(
      await screen.findByText(
        'No calibration yet: the engine uses the creators’ difficulties until one runs (it also runs hourly once 200 new answers have arrived).',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('calibrates now: the button says it is busy meanwhile, then the new run shows first', async () => {
    const earlier = aDeclinedRun();
    const fresh = anAdoptedRun({ recordedAt: '2026-03-05T10:00:00.000Z', answers: 13_002 });
    const slow = deferredReply(jsonReply(CalibrationSummary, fresh, { status: 201 }));
    const api = stubApi({ [LIST]: [listOf(earlier), listOf(fresh, earlier)], [RUN]: slow.reply });
    renderApp('/admin/adaptive-calibration', { session: admin() });
    await shownRuns();

    fireEvent.click(screen.getByRole('button', { name: 'Calibrate now' }));
    const busy = await screen.findByRole('button', { name: 'Calibrating…' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Calibrating from all learners’ answers. This can take a few seconds.').getAttribute('role')).toBe('status');
    fireEvent.click(busy);

    await act(async () => slow.release());
    expect(await screen.findByText('Calibration finished: the candidate was adopted.')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Calibrate now' });
    expect(button.getAttribute('aria-disabled')).toBe('false');
    const [first, second] = await shownRuns();
    expect(within(first!).getByText('13,002 answers from 312 learners')).toBeTruthy();
    expect(within(second!).getByText('Kept the current model')).toBeTruthy();
    expect(api.to(RUN)).toHaveLength(1);
    expect(api.to(RUN)[0]?.body).toBeUndefined();
  });

  it('shows the server’s words when another run finished meanwhile, and brings that run in', async () => {
    const theirs = anAdoptedRun({ answers: 14_000 });
    const conflict = {
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      detail: 'Another calibration finished while this one ran; read the runs again.',
      traceId: 't-409',
    };
    stubApi({ [LIST]: [listOf(aDeclinedRun()), listOf(theirs, aDeclinedRun())], [RUN]: problemReply(conflict, 'Conflict') });
    renderApp('/admin/adaptive-calibration', { session: admin() });
    await shownRuns();

    fireEvent.click(screen.getByRole('button', { name: 'Calibrate now' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The calibration did not run');
    expect(alert.textContent).toContain('Another calibration finished while this one ran; read the runs again.');
    expect(await screen.findByText('14,000 answers from 312 learners')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Calibrate now' }).getAttribute('aria-disabled')).toBe('false');
  });

  it('says why the runs could not load and retries on request', async () => {
    const down = { type: 'about:blank', title: 'Service Unavailable', status: 503, detail: 'Event store unreachable', traceId: 't' };
    const api = stubApi({ [LIST]: [problemReply(down, 'Service Unavailable'), listOf(anAdoptedRun())] });
    renderApp('/admin/adaptive-calibration', { session: admin() });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the calibration runs');
    expect(alert.textContent).toContain('Event store unreachable');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await shownRuns()).toHaveLength(1);
    expect(api.to(LIST)).toHaveLength(2);
  });

  it('shows an instructor Access Denied and asks nothing of the server', async () => {
    const api = stubApi({ [LIST]: listOf(anAdoptedRun()) });
    renderApp('/admin/adaptive-calibration', { session: aSession(aUser({ role: 'instructor' })) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(api.to(LIST)).toEqual([]);
  });

  it('speaks Spanish, with numbers in its conventions', async () => {
    stubApi({ [LIST]: listOf(anAdoptedRun()) });
    const spanishAdmin = aSession(aUser({ role: 'admin', settings: { preferred_language: 'es', receive_email_notifications: true } }));
    renderApp('/admin/adaptive-calibration', { session: spanishAdmin });

    const [only] = await shownRuns('Ejecuciones');
    expect(screen.getByRole('heading', { level: 1, name: 'Calibración adaptativa' })).toBeTruthy();
    expect(within(only!).getByText('Adoptada')).toBeTruthy();
    expect(within(only!).getByText('12.480 respuestas de 312 estudiantes')).toBeTruthy();
    expect(within(only!).getByRole('cell', { name: '0,5123 (mejor)' })).toBeTruthy();
  });
});
