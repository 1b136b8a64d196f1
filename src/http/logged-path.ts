/** The longest path a log line carries whole: longer ones (a probe's 5,000 characters) are cut, their length said. */
const LOGGED_PATH_MAX = 200;

export function loggedPath(path: string): string {
  return path.length <= LOGGED_PATH_MAX ? path : `${path.slice(0, LOGGED_PATH_MAX)}… (${path.length} characters)`;
}
