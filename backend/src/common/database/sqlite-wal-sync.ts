import { closeSync, fstatSync, fsync, openSync } from 'node:fs';

const noop = () => undefined;

/**
 * fsyncs shared by whoever is waiting: `flush()` resolves after an fsync that started after the
 * call (so it covers every write made before it), and callers that come while one is running
 * share the next one. Under a burst, many commits then cost one fsync, off the event loop.
 */
export class CoalescedSync {
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(private readonly sync: () => Promise<void>) {}

  flush(): Promise<void> {
    if (!this.running) return this.start();
    // the running fsync may have started before the caller's write: the next one covers it
    this.next ??= this.running.then(noop, noop).then(() => {
      this.next = null;
      return this.start();
    });
    return this.next;
  }

  private start(): Promise<void> {
    const run: Promise<void> = this.sync().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }
}

/**
 * fsync of a database's WAL file on libuv's thread pool (the event loop keeps serving). The file
 * is opened once; it is opened again if SQLite ever replaced it (the old one unlinked).
 */
export function walFileSync(databasePath: string): { sync: () => Promise<void>; close: () => void } {
  const path = `${databasePath}-wal`;
  let fd: number | null = null;
  return {
    close: () => {
      if (fd !== null) closeSync(fd);
      fd = null;
    },
    sync: () =>
      new Promise<void>((resolve, reject) => {
        try {
          if (fd === null || fstatSync(fd).nlink === 0) fd = openSync(path, 'r');
        } catch (error) {
          reject(error as Error);
          return;
        }
        fsync(fd, (error) => (error ? reject(error) : resolve()));
      }),
  };
}
