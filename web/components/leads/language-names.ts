/** Each page language by its own name: what the account and demo forms propose first. */
export const LANGUAGE_NAME = { fr: 'Français', en: 'English', de: 'Deutsch', es: 'Español', it: 'Italiano' } as const;
