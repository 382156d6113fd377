import { AdvancedAiContentPage } from '../components/advanced-ai-content-page';

export function AdvancedAiContentRoute() {
  return <AdvancedAiContentPage />;
}
