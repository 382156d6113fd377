import type { PathwiseEvent } from '@pathwise/event-schemas';
import { StreamVersionConflictError, type StoredEvent } from '@pathwise/event-store';
import { describe, expect, it } from 'vitest';
import {
  decideWhiteLabel,
  evolveWhiteLabel,
  initialWhiteLabelState,
  type ChangeWhiteLabelSettings,
  type WhiteLabelEvent,
  type WhiteLabelState,
} from './white-label.decider.js';

const userId = 'u-1';
const at = new Date('2026-11-20T09:00:00.000Z');

function given(...events: WhiteLabelEvent[]) {
  const state = events.reduce<WhiteLabelState>(
    (current, event, index) =>
      evolveWhiteLabel(current, { ...event, streamVersion: index + 1, recordedAt: at } as StoredEvent<PathwiseEvent>),
    initialWhiteLabelState(userId),
  );
  return { state, when: (command: ChangeWhiteLabelSettings) => () => decideWhiteLabel(command, state) };
}

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
    expect(given().when(change())()).toEqual([changed()]);
  });

  it('replaces the settings whole, and its state shows the latest version and values', () => {
    const { state, when } = given(changed(), changed({ customDomain: null }));
    expect(state).toEqual({ userId, version: 2, brandName: 'Maya Academy', primaryColor: '#1a2b3c', customDomain: null, updatedAt: at });
    expect(when(change({ expectedVersion: 2, primaryColor: '#000000' }))()).toEqual([changed({ primaryColor: '#000000' })]);
  });

  it('appends nothing for the same settings again', () => {
    expect(given(changed()).when(change({ expectedVersion: 1 }))()).toEqual([]);
  });

  it('refuses a change made against a stale version, even one that would change nothing', () => {
    const { when } = given(changed(), changed({ brandName: 'Other' }));
    expect(when(change({ expectedVersion: 1 }))).toThrow(StreamVersionConflictError);
    expect(when(change({ expectedVersion: 1 }))).toThrow('Stream whitelabel-u-1 was expected at version 1 but is at 2; reload and try again');
    expect(given(changed()).when(change({ expectedVersion: 0, brandName: 'Maya Academy' }))).toThrow(StreamVersionConflictError);
  });
});
