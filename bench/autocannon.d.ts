// The parts of autocannon 9's API the benchmark uses (the package ships no types).
declare module "autocannon" {
  type Histogram = { average: number; p50: number; p99: number; max: number };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export type Options = {
    url: string;
    connections?: number;
    /** Requests a second each connection sends at most (its next waits for the next second); none by default. */
    connectionRate?: number;
    duration?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    headers?: Record<string, string>;
    /** Passed to tls.connect for each connection it opens (read afresh each time). */
    tlsOptions?: object;
    /** Called with each connection's client as it is made; its queue is internal, so optional here. */
    setupClient?: (client: { pipelinedRequests?: { addBody?: (chunk: Buffer) => void } }) => void;
    requests?: ReadonlyArray<{
      path?: string;
      method?: string;
      /** `context` is the connection's own object, handed to `onResponse` as well. */
      setupRequest?: (
        request: { path: string; headers?: Record<string, string> },
        context: object,
      ) => {
        path: string;
        method?: string;
        headers?: Record<string, string>;
        body?: string | Buffer;
      };
      /** Called with each answer; header names as the server wrote them. */
      onResponse?: (status: number, body: string, context: object, headers: Record<string, string | string[]>) => void;
    }>;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
