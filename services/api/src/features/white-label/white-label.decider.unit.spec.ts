import type { PathwiseEvent } from '@pathwise/event-schemas';
import { StreamVersionConflictError, type StoredEvent } from '@pathwise/event-store';
import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../testing/decider-specification.js';
import { whiteLabelDecider, type ChangeWhiteLabelSettings, type WhiteLabelEvent } from './white-label.decider.js';

const userId = 'u-1';
const at = new Date('2026-11-20T09:00:00.000Z');

const given = deciderSpecification(whiteLabelDecider, {
  id: userId,
  recorded: (event, index) => ({ ...event, streamVersion: index + 1, recordedAt: at }) as StoredEvent<PathwiseEvent>,
});

const change = (overrides: Partial<ChangeWhiteLabelSettings> = {}): ChangeWhiteLabelSettings => ({
  type: 'ChangeWhiteLabelSettings',
  expectedVersion: 0,
  brandName: 'Maya Academy',
  primaryColor: '#1a2b3c',
  customDomain: 'learn.maya.example',
  ...overrides,
});

const changed = (overrides: Partial<WhiteLabelEvent['data']> = {}): WhiteLabelEvent => ({
  type: 'WhiteLabelSettingsChanged',
  data: { userId, brandName: 'Maya Academy', primaryColor: '#1a2b3c', customDomain: 'learn.maya.example', ...overrides },
});

describe('white-label settings decider', () => {
  it('records the first settings against version 0', () => {
    given().when(change()).then([changed()]);
  });

  it('replaces the settings whole, and its state shows the latest version and values', () => {
    const { state, when } = given(changed(), changed({ customDomain: null }));
    expect(state).toEqual({ userId, version: 2, brandName: 'Maya Academy', primaryColor: '#1a2b3c', customDomain: null, updatedAt: at });
    when(change({ expectedVersion: 2, primaryColor: '#000000' })).then([changed({ primaryColor: '#000000' })]);
  });

  it('appends nothing for the same settings again', () => {
    given(changed()).when(change({ expectedVersion: 1 })).then([]);
  });

  it('refuses a change made against a stale version, even one that would change nothing', () => {
    const { when } = given(changed(), changed({ brandName: 'Other' }));
    when(change({ expectedVersion: 1 })).rejects(StreamVersionConflictError, 'Stream whitelabel-u-1 was expected at version 1 but is at 2; reload and try again');
    given(changed()).when(change({ expectedVersion: 0, brandName: 'Maya Academy' })).rejects(StreamVersionConflictError);
  });
});
