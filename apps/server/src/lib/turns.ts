/**
 * At most `size` tasks at once; the others wait their turn, first come first served. Image
 * decoding takes one (docs/product.md#family-uploads): each holds a core and a few hundred
 * megabytes, and ten families sending photos at once must not stall everyone else's requests.
 */
export class Turns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      // The turn passes to the next task waiting, or is given back.
      const next = this.waiting.shift();
      if (next === undefined) this.running -= 1;
      else next();
    }
  }
}
