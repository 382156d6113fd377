import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { scheduleDeferredLoad } from './app/deferred-loading';
import { installErrorLogger } from './features/errors';
import { applyStoredTheme } from './shared/lib/theme';
// Inter 400-700, self-hosted; the build preloads their Latin files (vite.config.ts, spec section 9).
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import './app/global.css';

// Before anything renders, so that an error of the first render is recorded too.
installErrorLogger();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element not found');

applyStoredTheme();

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

scheduleDeferredLoad(() => import('./app/deferred.css'));
