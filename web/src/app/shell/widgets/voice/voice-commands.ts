/** Spec section 9: recognition runs in US English, whatever the interface language. */
export const VOICE_LANGUAGE = 'en-US';

export type VoiceCommandId = 'createCourse' | 'signOut' | 'dashboard' | 'analytics' | 'profile' | 'courses';

export interface VoiceCommand {
  readonly id: VoiceCommandId;
  /** Said anywhere in the sentence: "go to my dashboard please" contains "dashboard" (spec section 5). */
  readonly phrases: readonly string[];
  readonly path: string;
}

/** Checked in order: "create course" before "course", which it contains. */
export const voiceCommands: readonly VoiceCommand[] = [
  { id: 'createCourse', phrases: ['create course', 'create a course', 'new course'], path: '/courses/create' },
  { id: 'signOut', phrases: ['sign out', 'log out', 'logout', 'sign off'], path: '/' },
  { id: 'dashboard', phrases: ['dashboard'], path: '/dashboard' },
  { id: 'analytics', phrases: ['analytics'], path: '/analytics' },
  { id: 'profile', phrases: ['profile'], path: '/profile' },
  { id: 'courses', phrases: ['courses', 'course'], path: '/courses' },
];

export type VoiceMatch =
  | { readonly kind: 'command'; readonly command: VoiceCommand }
  | { readonly kind: 'help' }
  | { readonly kind: 'not-understood' }
  | { readonly kind: 'unknown' };

/** What a heard sentence asks for, by phrase containment against the command list. */
export function matchVoiceCommand(transcript: string): VoiceMatch {
  const heard = transcript.toLowerCase().replace(/\s+/g, ' ').trim();
  if (!heard) return { kind: 'not-understood' };
  const command = voiceCommands.find((candidate) => candidate.phrases.some((phrase) => heard.includes(phrase)));
  if (command) return { kind: 'command', command };
  return heard.includes('help') ? { kind: 'help' } : { kind: 'unknown' };
}
