// What the global setups (setup-browser.ts) provide to the test files.
declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Chromium, for `chromium.connect`. */
    chromiumEndpoint: string;
    /** dist/ served as a static host would. */
    siteUrl: string;
  }
}

export {};
