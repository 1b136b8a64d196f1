import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { languagePrefix, type Language } from '#src/domain/language.ts';
import { catalogOf } from '#web/i18n/catalogs.ts';
import { createTranslator } from '#web/i18n/translator.ts';
import { TranslationProvider } from '#web/i18n/use-translation.tsx';

/**
 * A component as a page shows it (issue 48's component tier): inside React Router (a route stub
 * at the page's address, so its forms and links work) and the catalog of its language.
 */
export function renderPage(ui: ReactNode, { language = 'fr', path = 'account' }: { language?: Language; path?: string } = {}) {
  const address = `${languagePrefix(language)}/${path}`;
  const Stub = createRoutesStub([{ path: address, Component: () => ui, action: () => null }]);
  return render(
    <TranslationProvider translator={createTranslator(language, catalogOf(language))}>
      <Stub initialEntries={[address]} />
    </TranslationProvider>,
  );
}
