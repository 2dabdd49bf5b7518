import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // WEB_BUILD_DIR (the server reads it too) lets parallel checkouts or runs build without sharing one folder.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  // Every v8_* flag of 7.18 is on so the move to React Router 8 is small.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
