// An open-loop load driver: sends HTTP requests at a fixed rate whatever the answers, and measures each from the time it
// was scheduled to leave (not the time it left), so that a server falling behind shows in the latencies.
import { Agent, request as httpRequest } from 'node:http';
import { createHistogram, performance } from 'node:perf_hooks';

/** One request to send; `index` counts the requests from 0, for example to pick a student's cookie in turn. */
export interface FixedRateRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface FixedRateOptions {
  /** The server's origin, `http://127.0.0.1:3000`. */
  url: string;
  /** Requests per second, kept whatever the answers. */
  rate: number;
  seconds: number;
  request: (index: number) => FixedRateRequest;
  /** Keep-alive connections at most; a request finding them all busy waits for one, and its wait counts. */
  connections?: number;
  /**
   * A request not answered within this of its scheduled time is a failure (abandoned while it waits for a connection,
   * or its socket closed), so that a server far behind the rate cannot make the run last longer than this past its end.
   */
  timeoutMs?: number;
}

export interface FixedRateResult {
  /** Requests scheduled (rate × seconds), all of which were sent. */
  requests: number;
  /** Answered with a 2xx. */
  succeeded: number;
  /** Non-2xx answers, connection errors and timeouts. */
  failures: number;
  /** The first failure's status or error, to say why. */
  firstFailure?: string;
  /** Latency percentiles in ms, from each request's scheduled send time to the end of its answer. */
  p50: number;
  p90: number;
  p95: number;
  p99: number;
  max: number;
  /** The most the driver itself fell behind its schedule in sending, in ms: large means the load generator lagged. */
  maxSendLagMs: number;
  /** Answers per second actually completed over the whole run, its tail included. */
  completedPerSecond: number;
}

/** Sends `rate` requests a second for `seconds` seconds over keep-alive connections, then waits for every answer. */
export function fixedRate(options: FixedRateOptions): Promise<FixedRateResult> {
  const { url, rate, seconds, request, connections = 256, timeoutMs = 10_000 } = options;
  const origin = new URL(url);
  const agent = new Agent({ keepAlive: true, maxSockets: connections, scheduling: 'fifo' });
  const total = Math.round(rate * seconds);
  if (!(total > 0)) throw new Error(`a fixed-rate run needs at least one request (rate ${rate}, ${seconds} s)`);
  const interval = 1000 / rate;
  // Nanosecond resolution, recorded in microseconds to stay well within the histogram's range.
  const latencies = createHistogram();
  let sent = 0;
  let finished = 0;
  let succeeded = 0;
  let firstFailure: string | undefined;
  let maxSendLagMs = 0;
  const start = performance.now();

  return new Promise((resolve) => {
    const done = () => {
      if (++finished < total) return;
      agent.destroy();
      const ms = (microseconds: number) => Math.round(microseconds / 10) / 100;
      resolve({
        requests: total,
        succeeded,
        failures: total - succeeded,
        firstFailure,
        p50: ms(latencies.percentile(50)),
        p90: ms(latencies.percentile(90)),
        p95: ms(latencies.percentile(95)),
        p99: ms(latencies.percentile(99)),
        max: ms(latencies.max),
        maxSendLagMs: Math.round(maxSendLagMs * 100) / 100,
        completedPerSecond: total / ((performance.now() - start) / 1000),
      });
    };
    const fail = (why: string) => {
      firstFailure ??= why;
      done();
    };

    const send = (index: number, scheduled: number) => {
      const { method, path, headers = {}, body } = request(index);
      const req = httpRequest(
        {
          agent,
          host: origin.hostname,
          port: origin.port,
          method,
          path,
          headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.once('end', () => {
            latencies.record(Math.max(1, Math.round((performance.now() - scheduled) * 1000)));
            if (res.statusCode !== undefined && res.statusCode >= 200 && res.statusCode < 300) {
              succeeded++;
              done();
            } else fail(`HTTP ${res.statusCode}`);
          });
          res.once('error', (error) => fail(error.message));
        },
      );
      const late = setTimeout(() => req.destroy(new Error(`no answer within ${timeoutMs} ms`)), scheduled + timeoutMs - performance.now());
      req.once('close', () => clearTimeout(late));
      req.once('error', (error) => fail(error.message));
      req.end(body);
    };

    // Each tick sends every request whose time has come, each stamped with its own scheduled time.
    const tick = () => {
      const now = performance.now();
      const due = Math.min(total, Math.floor((now - start) / interval) + 1);
      while (sent < due) {
        const scheduled = start + sent * interval;
        maxSendLagMs = Math.max(maxSendLagMs, performance.now() - scheduled);
        send(sent, scheduled);
        sent++;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
}
