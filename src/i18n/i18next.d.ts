import 'i18next';
import type { CatalogResources } from './catalog-resources.ts';

// Keys are typed from the catalog (i18next's CustomTypeOptions): a missing or misspelt key, or a
// key built from a union one of whose members has no text, fails `tsc`.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: CatalogResources;
    defaultNS: 'brand';
    nsSeparator: '.';
    keySeparator: '.';
    returnNull: false;
  }
}
