/**
 * A background run repeated at an interval (docs/architecture.md#background-jobs): once at start,
 * then `intervalMs` after each run ends, so runs never overlap; a failure is reported and the
 * next run still comes. `stop` waits for the run in progress.
 */
export class PeriodicRun {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      this.running = this.run()
        .then(() => undefined)
        .catch(this.onError)
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.intervalMs);
        });
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    await this.running;
  }
}
