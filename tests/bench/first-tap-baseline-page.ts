import { createElement as h, useEffect } from 'react';

/**
 * The first tap's baseline page (issue 50): a heading, a line of text and an address field with
 * its button, rendered on the server and hydrated by React alone. Marks the document once React
 * has taken over, as the pages' root layout does (web/root.tsx).
 */
export function BaselinePage() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return h(
    'main',
    null,
    h('h1', null, 'Transport urgent en Europe'),
    h('p', null, 'Un véhicule dédié, enlevé dans l’heure.'),
    h(
      'form',
      null,
      h('label', { htmlFor: 'from' }, 'Adresse de départ'),
      h('input', { id: 'from', name: 'from' }),
      h('button', { type: 'button' }, 'Voir les offres'),
    ),
  );
}
