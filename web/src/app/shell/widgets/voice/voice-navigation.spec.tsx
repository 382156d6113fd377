import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSession, aUser } from '../../../../testing/identity-fixtures';
import { emptyReply, stubApi } from '../../../../testing/stub-api';
import { elapse, renderWidget, settle } from '../../../../testing/render-widget';
import { matchVoiceCommand } from './voice-commands';
import type { SpeechRecognitionLike } from './speech-recognition';
import { MESSAGE_VISIBLE_MS } from './use-voice-navigation';
import { VoiceNavigation } from './voice-navigation';

/** Plays the browser's recognizer: the test decides what was heard, or that nothing was. */
class FakeRecognition implements SpeechRecognitionLike {
  static instances: FakeRecognition[] = [];
  lang = '';
  continuous = true;
  interimResults = true;
  maxAlternatives = 0;
  started = false;
  onresult: SpeechRecognitionLike['onresult'] = null;
  onnomatch: SpeechRecognitionLike['onnomatch'] = null;
  onerror: SpeechRecognitionLike['onerror'] = null;
  onend: SpeechRecognitionLike['onend'] = null;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {
    this.onerror?.({ error: 'aborted' });
    this.onend?.();
  }
  hear(transcript: string) {
    this.onresult?.({ results: [[{ transcript }]] });
    this.onend?.();
  }
  fail(error: string) {
    this.onerror?.({ error });
    this.onend?.();
  }
}

const latest = () => FakeRecognition.instances.at(-1)!;
const voiceButton = () => screen.getByRole('button', { name: 'Voice navigation' });
const status = () => screen.getByRole('status').textContent;
const space = (target: Element = document.body) => fireEvent.keyDown(target, { key: ' ', code: 'Space' });

describe('Voice navigation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeRecognition.instances = [];
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
  });

  it('is not there when the browser has no speech recognition', async () => {
    vi.stubGlobal('webkitSpeechRecognition', undefined);
    await renderWidget(<VoiceNavigation />);
    expect(screen.queryByRole('button', { name: 'Voice navigation' })).toBeNull();
  });

  it('listens in en-US and navigates to the page named anywhere in the sentence', async () => {
    const { currentPath } = await renderWidget(<VoiceNavigation />, { path: '/pricing' });
    fireEvent.click(voiceButton());
    expect(latest().lang).toBe('en-US');
    expect(latest().started).toBe(true);
    expect(voiceButton().getAttribute('aria-pressed')).toBe('true');
    expect(status()).toBe('Listening…');

    await act(async () => latest().hear('please open my Analytics'));
    await settle();
    expect(currentPath()).toBe('/analytics');
    expect(status()).toBe('Going to Analytics.');
    expect(voiceButton().getAttribute('aria-pressed')).toBe('false');
    await elapse(MESSAGE_VISIBLE_MS);
    expect(status()).toBe('');
  });

  it('says exactly what the spec says for an unknown command and for silence', async () => {
    await renderWidget(<VoiceNavigation />);
    fireEvent.click(voiceButton());
    await act(async () => latest().hear('bake a cake'));
    expect(status()).toBe('Command not recognized. Say "help" for available commands.');

    fireEvent.click(voiceButton());
    await act(async () => latest().fail('no-speech'));
    expect(status()).toBe('Could not understand. Please try again.');

    fireEvent.click(voiceButton());
    await act(async () => latest().hear('   '));
    expect(status()).toBe('Could not understand. Please try again.');
  });

  it('lists the commands on "help"', async () => {
    await renderWidget(<VoiceNavigation />);
    fireEvent.click(voiceButton());
    await act(async () => latest().hear('help'));
    expect(status()).toBe('Available commands: "dashboard", "courses", "profile", "analytics", "create course", "sign out" and "help".');
  });

  it('toggles listening with Space, except in a text field or on a button', async () => {
    await renderWidget(
      <>
        <VoiceNavigation />
        <input aria-label="Notes" />
      </>,
    );
    space();
    expect(FakeRecognition.instances).toHaveLength(1);
    expect(voiceButton().getAttribute('aria-pressed')).toBe('true');
    space();
    expect(voiceButton().getAttribute('aria-pressed')).toBe('false');
    expect(status()).toBe('');

    space(screen.getByRole('textbox', { name: 'Notes' }));
    space(voiceButton());
    expect(FakeRecognition.instances).toHaveLength(1);
  });

  it('signs out through POST /api/auth/logout and lands on /', async () => {
    const api = stubApi({ 'POST /api/auth/logout': emptyReply(204) });
    const { currentPath, queryClient } = await renderWidget(<VoiceNavigation />, { path: '/profile', session: aSession(aUser()) });
    fireEvent.click(voiceButton());
    await act(async () => latest().hear('sign out'));
    // The answer's schema loads with the answer (a module import, not a timer): wait for the page it leads to.
    await vi.waitFor(
      async () => {
        await settle();
        expect(currentPath()).toBe('/');
      },
      { timeout: 4_000 },
    );
    expect(api.to('POST /api/auth/logout')).toHaveLength(1);
    expect(queryClient.getQueryData(['auth', 'session'])).toBeNull();
  });
});

describe('Voice commands', () => {
  it('match by containment, "create course" before "courses"', () => {
    expect(matchVoiceCommand('Go to the dashboard')).toMatchObject({ kind: 'command', command: { path: '/dashboard' } });
    expect(matchVoiceCommand('create course now')).toMatchObject({ kind: 'command', command: { path: '/courses/create' } });
    expect(matchVoiceCommand('show me courses')).toMatchObject({ kind: 'command', command: { path: '/courses' } });
    expect(matchVoiceCommand('my profile')).toMatchObject({ kind: 'command', command: { path: '/profile' } });
    expect(matchVoiceCommand('log out')).toMatchObject({ kind: 'command', command: { path: '/' } });
    expect(matchVoiceCommand('what')).toEqual({ kind: 'unknown' });
  });
});
