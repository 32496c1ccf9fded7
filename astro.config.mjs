import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, envField } from 'astro/config';

// Every variable is read at run time (`access: 'secret'` keeps it out of the bundle and
// validates it when the server starts), so one build runs in every environment.
const runtime = { context: 'server', access: 'secret' };

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  server: { port: 4321 },
  session: false,
  security: { checkOrigin: true },
  env: {
    validateSecrets: true,
    schema: {
      PORT: envField.number({ ...runtime, int: true, min: 1, max: 65535, default: 4321 }),
      HOST: envField.string({ ...runtime, optional: true }),
      DATA_DIR: envField.string({ ...runtime, min: 1, default: '.data' }),
      DATABASE_URL: envField.string({ ...runtime, optional: true, url: true, startsWith: 'postgres' }),
      DATABASE_POOL_SIZE: envField.number({ ...runtime, int: true, min: 1, max: 100, default: 10 }),
      SITE_URL: envField.string({ ...runtime, optional: true, url: true, startsWith: 'http' }),
      PAGE_CACHE_MB: envField.number({ ...runtime, int: true, min: 0, max: 4096, default: 32 }),
      STAGING_MODE: envField.boolean({ ...runtime, default: false }),
      STAGING_PASSWORD: envField.string({ ...runtime, optional: true, min: 8 }),
      SUPABASE_URL: envField.string({ ...runtime, optional: true, url: true, startsWith: 'http' }),
      SUPABASE_ANON_KEY: envField.string({ ...runtime, optional: true, min: 20 }),
      SUPABASE_SERVICE_ROLE_KEY: envField.string({ ...runtime, optional: true, min: 20 }),
    },
  },
  vite: { plugins: [tailwindcss()] },
});
