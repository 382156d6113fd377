import { VoiceStudioPage } from '../components/voice-studio-page';

export function VoiceStudioRoute() {
  return <VoiceStudioPage />;
}
