// autocannon ships no types and @types/autocannon is not a dependency: declare the part we use.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    /** Seconds. */
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Requests made in turn on every connection. */
    requests?: Request[];
    /** Copied into each connection's own context object, which setupRequest receives. */
    initialContext?: Record<string, unknown>;
  }

  interface RequestParams {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface Request extends RequestParams {
    /** Shapes each request before it is sent; `context` is the connection's own. */
    // biome-ignore lint/suspicious/noExplicitAny: the connection's context is whatever the caller keeps in it.
    setupRequest?: (request: RequestParams, context: any) => RequestParams;
  }

  interface Result {
    requests: Histogram;
    /** Milliseconds. */
    latency: Histogram;
    throughput: Histogram;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
