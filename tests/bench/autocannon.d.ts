// The part of autocannon 9's API tests/bench/server.ts uses (the package ships no types; @types/autocannon is not installed).
declare module 'autocannon' {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  namespace autocannon {
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: { setupRequest?: (req: Request) => Request }[];
    };
    type Result = {
      requests: { average: number };
      latency: { p50: number; p99: number };
      non2xx: number;
      errors: number;
    };
  }
  function autocannon(opts: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
