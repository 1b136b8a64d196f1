// The first tap's baseline, in the browser: React's own start, as the pages' entry.client.tsx does it.
import { StrictMode, createElement, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BaselinePage } from './first-tap-baseline-page.ts';

startTransition(() => {
  hydrateRoot(document.getElementById('root')!, createElement(StrictMode, null, createElement(BaselinePage)));
});
