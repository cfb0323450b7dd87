// Browser entry: canonical host first (spec 1: https, non-www; never on localhost), then the
// dev-only XState inspector switch, then the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { canonicalUrl } from './domain/shared/url';
import { App } from './ui/app/App';
import { installErrorReporter } from './ui/app/error-reporter';
import { setupInspector } from './ui/app/inspector';

function render(): void {
  const el = document.getElementById('root');
  if (!el) throw new Error('index.html has no #root');
  createRoot(el).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

const target = canonicalUrl(window.location.href);
if (target) {
  window.location.replace(target);
} else {
  installErrorReporter();
  setupInspector()
    .catch((e: unknown) => console.error('XState inspector:', e))
    .finally(render);
}
