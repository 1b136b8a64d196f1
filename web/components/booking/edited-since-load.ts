/**
 * Whether the visitor changed a field of this server-rendered form since the page loaded: the
 * page's scripts start at the first interaction (hydrate-on-interaction.ts), so the first
 * characters may be typed before React runs.
 */
export function editedSinceLoad(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((element) => {
    if (element instanceof HTMLInputElement) {
      return element.type === 'checkbox' || element.type === 'radio'
        ? element.checked !== element.defaultChecked
        : element.value !== element.defaultValue;
    }
    if (element instanceof HTMLTextAreaElement) return element.value !== element.defaultValue;
    if (element instanceof HTMLSelectElement) {
      const initial = Math.max(
        0,
        Array.from(element.options).findIndex((option) => option.defaultSelected),
      );
      return element.selectedIndex !== initial;
    }
    return false;
  });
}
