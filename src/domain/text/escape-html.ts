/** Text made safe inside HTML, attributes included: visitors' text goes into HTML only through this (emails, the API's reference page). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
