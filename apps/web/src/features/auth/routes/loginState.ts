/** What the reset page hands the login page: the password was just set, say so. */
export interface PasswordResetState {
  passwordReset: true;
}

export const passwordResetState: PasswordResetState = { passwordReset: true };

export const passwordWasReset = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'passwordReset' in state && state.passwordReset === true;
