// React alone: one prerendered button, hydrated, that counts its presses. What Lighthouse finds unused here
// is React's own code that any page hydrated by this React version downloads and does not run.
import { createElement, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';

function Counter() {
  const [presses, setPresses] = useState(0);
  return createElement(
    'button',
    { type: 'button', onClick: () => setPresses((n) => n + 1) },
    `Pressed ${presses} times`,
  );
}

const root = document.getElementById('root');
if (root) hydrateRoot(root, createElement(Counter));
