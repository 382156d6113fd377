import { lazyRouteComponent } from '@tanstack/react-router';

/** The AI voice studio (/features/ai-voice-studio): a chunk of its own, as only Pro Plus authors open it. */
export const VoiceStudioPage = lazyRouteComponent(() => import('./routes/voice-studio-route'), 'VoiceStudioRoute');
