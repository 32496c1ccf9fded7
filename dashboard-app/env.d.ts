/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** This build's id (src/integrations/latest-build.ts), the same in server and browser code. */
  readonly BUILD_ID: string;
}
