import { streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { StreamVersionConflictError, type StoredEvent } from '@pathwise/event-store';
import type { Decider } from '../../kernel/decider.js';

export type WhiteLabelEvent = Extract<PathwiseEvent, { type: 'WhiteLabelSettingsChanged' }>;

export interface WhiteLabelState {
  readonly userId: string;
  /** Events folded so far: the stream version a change must be made against. */
  readonly version: number;
  readonly brandName: string | null;
  readonly primaryColor: string | null;
  readonly customDomain: string | null;
  readonly updatedAt: Date | null;
}

const initialWhiteLabelState = (userId: string): WhiteLabelState => ({
  userId,
  version: 0,
  brandName: null,
  primaryColor: null,
  customDomain: null,
  updatedAt: null,
});

export const whiteLabelStreamId = (userId: string) => streamId('whitelabel', userId);

function evolveWhiteLabel(state: WhiteLabelState, event: StoredEvent<PathwiseEvent>): WhiteLabelState {
  switch (event.type) {
    case 'WhiteLabelSettingsChanged':
      return {
        ...state,
        version: event.streamVersion,
        brandName: event.data.brandName,
        primaryColor: event.data.primaryColor,
        customDomain: event.data.customDomain,
        updatedAt: event.recordedAt,
      };
    default:
      return state;
  }
}

export interface ChangeWhiteLabelSettings {
  readonly type: 'ChangeWhiteLabelSettings';
  readonly expectedVersion: number;
  readonly brandName: string;
  readonly primaryColor: string;
  readonly customDomain: string | null;
}

/**
 * The settings are replaced whole. A change made against an older version is refused even when it would change
 * nothing, so an editor always learns that someone else saved in between; the same settings again append nothing.
 */
function changeSettings(command: ChangeWhiteLabelSettings, state: WhiteLabelState): WhiteLabelEvent[] {
  if (command.expectedVersion !== state.version) {
    throw new StreamVersionConflictError(whiteLabelStreamId(state.userId), command.expectedVersion, state.version);
  }
  const { brandName, primaryColor, customDomain } = command;
  const unchanged = brandName === state.brandName && primaryColor === state.primaryColor && customDomain === state.customDomain;
  return unchanged ? [] : [{ type: 'WhiteLabelSettingsChanged', data: { userId: state.userId, brandName, primaryColor, customDomain } }];
}

export type WhiteLabelCommand = ChangeWhiteLabelSettings;

function decideWhiteLabel(command: WhiteLabelCommand, state: WhiteLabelState): WhiteLabelEvent[] {
  switch (command.type) {
    case 'ChangeWhiteLabelSettings':
      return changeSettings(command, state);
    default: {
      const unknown: never = command.type;
      throw new Error(`Unknown white-label command ${String(unknown)}`);
    }
  }
}

export const whiteLabelDecider: Decider<WhiteLabelCommand, WhiteLabelState, WhiteLabelEvent, StoredEvent<PathwiseEvent>> = {
  decide: decideWhiteLabel,
  evolve: evolveWhiteLabel,
  initialState: initialWhiteLabelState,
};
