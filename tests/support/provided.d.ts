// What the global setups (setup-backend.ts, setup-browser.ts) provide to the test files.
declare module 'vitest' {
  export interface ProvidedContext {
    /** A server that answers with the backend's template data directory once it is made. */
    backendTemplate: string;
    /** The run's Chromium, for `chromium.connect`. */
    chromiumEndpoint: string;
    /** dist/ served as a static host would. */
    siteUrl: string;
  }
}

export {};
