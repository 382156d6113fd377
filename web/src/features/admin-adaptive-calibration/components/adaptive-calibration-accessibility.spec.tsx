import { CalibrationList } from '@pathwise/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, problemReply, stubApi } from '../../../testing/stub-api';
// Test-only: one copy of the axe helper rather than another.
import { seriousViolations } from '../../../testing/axe';
import { aDeclinedRun, anAdoptedRun } from '../testing/calibration-fixtures';

const admin = () => aSession(aUser({ role: 'admin' }));

describe('Admin adaptive calibration accessibility (axe, serious and critical)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('./adaptive-calibration-page');
  });

  it('has none on a list of runs, with a conflict reported by calibrate now', async () => {
    const conflict = { type: 'about:blank', title: 'Conflict', status: 409, detail: 'Another calibration finished meanwhile.', traceId: 't' };
    stubApi({
      'GET /api/admin/adaptive/calibrations': jsonReply(CalibrationList, { runs: [anAdoptedRun(), aDeclinedRun()] }),
      'POST /api/admin/adaptive/calibrations': problemReply(conflict, 'Conflict'),
    });
    renderApp('/admin/adaptive-calibration', { session: admin() });
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('button', { name: 'Calibrate now' }));
    await screen.findByRole('alert');
    expect(await seriousViolations()).toEqual([]);
  });

  it('has none before the first calibration', async () => {
    stubApi({ 'GET /api/admin/adaptive/calibrations': jsonReply(CalibrationList, { runs: [] }) });
    renderApp('/admin/adaptive-calibration', { session: admin() });
    await screen.findByText(/No calibration yet/);
    expect(await seriousViolations()).toEqual([]);
  });
});
