import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'web',
  buildDirectory: 'build',
  ssr: true,
  // A page served with `Referrer-Policy: no-referrer` (a sign-in, invitation or driver's link)
  // posts its forms with `Origin: null`; pageRequestGuards has already decided such a post by the
  // browser's Sec-Fetch-Site (ADR 0059), so React Router's own origin check lets that one through.
  allowedActionOrigins: ['null'],
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
