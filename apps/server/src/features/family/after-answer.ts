import type { FastifyBaseLogger } from 'fastify';

/** Runs a task once the current request has been answered, without the answer waiting for it. */
export interface AfterAnswer {
  run(task: () => Promise<void>): void;
}

/**
 * Tasks a request starts but does not wait for: the family sign-in's look-up and mail, so that
 * its answer takes the same time whether the address is known or not (docs/product.md#family-space).
 * A task's failure is logged; `idle()` lets the server finish them before it closes the database.
 */
export class BackgroundTasks implements AfterAnswer {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(task: () => Promise<void>): void {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error, event: 'background_task_failed' }, 'a task run after an answer failed'))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }
}
