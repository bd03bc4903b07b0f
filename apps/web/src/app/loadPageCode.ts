/** Gives the main thread back to the browser: what follows runs in a task of its own. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

type Stage = () => Promise<unknown>;

/** The stages every page's code starts with: the libraries, then the interface's. */
const COMMON_STAGES: readonly Stage[] = [() => import('./startStages/libraries'), () => import('./startStages/interface')];

/** A stage for a page with a form: zod with its settings, and the forms' library. */
export const FORM_STAGE: Stage = () => import('./startStages/forms');

/** Runs each stage in a task of its own, then the last step. */
export const inStages = async <T>(stages: readonly Stage[], last: () => Promise<T>): Promise<T> => {
  for (const stage of stages) {
    await stage();
    await nextTask();
  }
  return last();
};

/**
 * Loads a page's code in stages, each evaluated in a task of its own: the libraries, the
 * interface's, the page's extra stages, then the page's own (docs/architecture.md#server-rendered-login).
 * Evaluated at once, the ~230 KB a hydrated page needs held a phone's main thread for one task of
 * ~290 ms (4× slowed CPU); in stages, the longest is ~150 ms, and the browser answers a tap or
 * paints between them.
 */
export const loadPageCode = <T>(page: () => Promise<T>, extraStages: readonly Stage[] = []): Promise<T> =>
  inStages([...COMMON_STAGES, ...extraStages], page);
