import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/index.css';
import { App } from './app';
import { PRERENDERED_ATTRIBUTE, servesThisAddress } from './prerendered';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

// The build prerendered this page's HTML (src/app/prerender.tsx): React takes it over as it stands.
// Elsewhere (the dev server, or a host's fallback page served for another address) it renders afresh.
if (servesThisAddress(root.getAttribute(PRERENDERED_ATTRIBUTE), window.location.pathname)) {
  hydrateRoot(root, <App />, {
    onRecoverableError: (error, info) => console.error('Hydration:', error, info.componentStack),
  });
} else {
  root.replaceChildren();
  createRoot(root).render(<App />);
}
