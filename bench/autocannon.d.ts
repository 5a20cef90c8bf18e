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
    duration?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    headers?: Record<string, string>;
    /** Called with each connection's client as it is made; its queue is internal, so optional here. */
    setupClient?: (client: { pipelinedRequests?: { addBody?: (chunk: Buffer) => void } }) => void;
    requests?: ReadonlyArray<{
      path?: string;
      method?: string;
      setupRequest?: (request: { path: string }) => { path: string };
      /** Called with each answer; header names as the server wrote them. */
      onResponse?: (status: number, body: string, context: object, headers: Record<string, string | string[]>) => void;
    }>;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
