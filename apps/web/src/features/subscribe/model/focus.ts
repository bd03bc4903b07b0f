/**
 * Inline errors clear when the parent puts the cursor in the field (docs/product.md#validation).
 * When the form itself moves the focus to the first invalid field, the error must stay: the
 * fields ask `isFormFocus()` before clearing.
 */
let formFocus = false;

export const focusFromForm = (focus: () => void): void => {
  formFocus = true;
  try {
    focus();
  } finally {
    formFocus = false;
  }
};

export const isFormFocus = (): boolean => formFocus;
