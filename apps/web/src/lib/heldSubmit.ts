/**
 * A page the server rendered shows its form before its script is there: a visitor pressing Enter
 * then would have the browser send the form by its own means. The page's entry holds such a
 * submission back (the first script to run, it is small), and the page's code sends the form
 * again once React has taken it over (docs/architecture.md#server-rendered-login).
 */
let holding = false;
let held: HTMLFormElement | null = null;

/**
 * What a form hydrated on such a page sends (components/form/useServerFormTakenOver.ts): an event
 * rather than a call, so the staff app's forms, rendered in the browser, carry none of this.
 */
export const FORM_TAKEN_OVER = 'club:form-taken-over';

const hold = (event: Event): void => {
  if (!holding || !(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  // Before React's own listener, which would handle it before the form is hydrated.
  event.stopImmediatePropagation();
  held = event.target;
};

/** Once the form is hydrated: the submission held back, if any, is made again, now handled by the page's code. */
const release = (): void => {
  holding = false;
  document.removeEventListener('submit', hold, true);
  document.removeEventListener(FORM_TAKEN_OVER, release);
  const form = held;
  held = null;
  if (form?.isConnected === true) form.requestSubmit();
};

export const holdSubmitsUntilHydrated = (): void => {
  holding = true;
  document.addEventListener('submit', hold, true);
  document.addEventListener(FORM_TAKEN_OVER, release);
};
