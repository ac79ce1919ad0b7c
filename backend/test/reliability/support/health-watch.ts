import { Worker } from 'node:worker_threads';

/**
 * The event-loop check of the reliability proofs (DECISIONS 10.8): /api/health asked again and
 * again while a proof sends its worst, from a thread of its own so that what it measures is the
 * server's answer time and not the test's own busy moments (hashing every table between cases).
 * The server runs as a child process, so its event loop is watched from outside: a request that
 * blocks it (a backtracking pattern, a huge body parsed twice) holds every health answer that long.
 */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let stopping = false;
const samples = [];
const failures = [];
parentPort.on('message', () => { stopping = true; });
(async () => {
  while (!stopping) {
    const started = performance.now();
    try {
      const res = await fetch(workerData.url, { signal: AbortSignal.timeout(workerData.timeoutMs) });
      await res.arrayBuffer();
      if (res.status !== 200) failures.push('/api/health answered ' + res.status);
    } catch (error) {
      failures.push('/api/health did not answer: ' + error.message);
    }
    samples.push(performance.now() - started);
    await new Promise((done) => setTimeout(done, workerData.everyMs));
  }
  parentPort.postMessage({ samples, failures });
})();
`;

export interface HealthWatchResult {
  /** wall time of each /api/health answer, in ms */
  samples: number[];
  failures: string[];
}

export class HealthWatch {
  private constructor(private readonly worker: Worker) {}

  static start(baseUrl: string, everyMs = 20, timeoutMs = 10_000): HealthWatch {
    const worker = new Worker(PROBE, { eval: true, workerData: { url: `${baseUrl}/api/health`, everyMs, timeoutMs } });
    // never what keeps the test process alive
    worker.unref();
    return new HealthWatch(worker);
  }

  /** Stops after the probe in flight answers; every answer time and what went wrong. */
  async stop(): Promise<HealthWatchResult> {
    const result = new Promise<HealthWatchResult>((done) => this.worker.once('message', done));
    this.worker.postMessage('stop');
    const answer = await result;
    await this.worker.terminate();
    return answer;
  }

  async terminate(): Promise<void> {
    await this.worker.terminate();
  }
}
