/** A minimal browser for API tests: one cookie jar, JSON in and out, same-origin headers. */
export function apiClient(baseUrl: string, defaultHeaders: Record<string, string> = {}) {
  const cookies = new Map<string, string>();
  const setCookies: string[] = [];

  async function request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const form = body instanceof URLSearchParams;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      redirect: 'manual',
      // A server that never answers fails the test instead of hanging it.
      signal: AbortSignal.timeout(30_000),
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }),
        ...(cookies.size ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...defaultHeaders,
        ...headers,
      },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      setCookies.push(header);
      const [pair] = header.split(';');
      const [name, ...value] = pair!.split('=');
      cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }

  return {
    /** the address this client claims through X-Forwarded-For, if any */
    address: defaultHeaders['x-forwarded-for'] ?? '',
    cookies,
    setCookies,
    request,
    get: (path: string, headers?: Record<string, string>) => request('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => request('POST', path, body ?? {}, headers),
    put: (path: string, body?: unknown, headers?: Record<string, string>) => request('PUT', path, body ?? {}, headers),
    /** a form posted as a browser posts it, with the site's own Origin */
    postForm: (path: string, fields: Record<string, string>) => request('POST', path, new URLSearchParams(fields), { origin: baseUrl }),
  };
}
