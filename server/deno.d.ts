/**
 * The part of Deno's API that the Edge Functions (supabase/functions/) and the function host use,
 * declared for `tsc -p .` only: Deno brings its own declarations when it runs them.
 */
declare namespace Deno {
  interface ServeHandlerInfo {
    remoteAddr: { hostname: string; port: number };
  }
  type ServeHandler = (request: Request, info: ServeHandlerInfo) => Response | Promise<Response>;
  interface ServeOptions {
    port?: number;
    hostname?: string;
    onListen?: (address: { hostname: string; port: number }) => void;
  }
  interface HttpServer {
    finished: Promise<void>;
    shutdown(): Promise<void>;
  }
  function serve(handler: ServeHandler): HttpServer;
  function serve(options: ServeOptions, handler: ServeHandler): HttpServer;
  function cwd(): string;
  function exit(code?: number): never;
  const stdin: { readable: ReadableStream<Uint8Array> };
  const args: string[];
  const env: {
    get(name: string): string | undefined;
  };
}

/**
 * Supabase's Edge Runtime: `EdgeRuntime.waitUntil(promise)` keeps the function running after its
 * answer until the promise settles (background work). The embedded backend models this member
 * only (server/function-host.ts).
 */
declare const EdgeRuntime: { waitUntil(promise: Promise<unknown>): void } | undefined;
