// An open-loop load at an even rate: request i is due at start + i / rate, whatever became of the
// ones before it, and its latency is counted from when it was due (so a stall of the server is
// charged to every request it delayed). autocannon's fixed rate is bursts instead: each
// connection sends its whole quota for the second as fast as it can, then waits for the next
// second, so its p99 at "500 req/s" is the latency of a full-speed burst.
import { Agent, request } from 'node:http';

export interface PacedResult {
  /** Requests answered per second over the run. */
  rate: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Every request's latency (ms) and the run's length (s), for runs added up (pacedSlices). */
  latencies: Float64Array;
  seconds: number;
}

function summary(latencies: Float64Array, seconds: number, non2xx: number, errors: number): PacedResult {
  const sorted = latencies.toSorted();
  const percentile = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
  return { rate: Math.round(sorted.length / seconds), p50: percentile(50), p99: percentile(99), non2xx, errors, latencies, seconds };
}

/** Runs of one load added up (turns taken with another load): one set of latencies, requests per second over their time. */
export function pacedSlices(slices: readonly PacedResult[]): PacedResult {
  const latencies = new Float64Array(slices.reduce((sum, slice) => sum + slice.latencies.length, 0));
  let at = 0;
  for (const slice of slices) {
    latencies.set(slice.latencies, at);
    at += slice.latencies.length;
  }
  const total = (key: 'non2xx' | 'errors' | 'seconds') => slices.reduce((sum, slice) => sum + slice[key], 0);
  return summary(latencies, total('seconds'), total('non2xx'), total('errors'));
}

export async function pacedLoad(baseUrl: string, paths: () => string, perSecond: number, seconds: number): Promise<PacedResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const total = Math.round(perSecond * seconds);
  const latencies = new Float64Array(total);
  let answered = 0;
  let non2xx = 0;
  let errors = 0;
  let sent = 0;
  const start = performance.now();

  const done = new Promise<void>((resolve) => {
    const settle = (index: number, dueAt: number, ok: boolean, status = 0) => {
      latencies[index] = performance.now() - dueAt;
      if (!ok) errors++;
      else if (status < 200 || status >= 300) non2xx++;
      if (++answered === total) resolve();
    };
    const send = (index: number, dueAt: number) => {
      const req = request(`${baseUrl}${paths()}`, { agent, timeout: 10_000 }, (res) => {
        res.resume();
        res.on('end', () => settle(index, dueAt, true, res.statusCode));
        res.on('error', () => settle(index, dueAt, false));
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => settle(index, dueAt, false));
      req.end();
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1000) / perSecond <= now) {
        send(sent, start + (sent * 1000) / perSecond);
        sent++;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + (sent * 1000) / perSecond - performance.now()));
    };
    tick();
  });
  await done;
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  return summary(latencies, elapsed, non2xx, errors);
}
