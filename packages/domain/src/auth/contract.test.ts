import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { forgotPasswordSchema, passwordResetSchema } from './contract.js';
import { resetPasswordFormSchema } from './forms.js';

describe('forgotten password', () => {
  it('takes a login or an address, trimmed, and refuses an empty one', () => {
    expect(forgotPasswordSchema.parse({ identifier: '  jdupont ' })).toEqual({ identifier: 'jdupont' });
    expect(forgotPasswordSchema.safeParse({ identifier: ' ' }).error?.issues[0]).toMatchObject({
      path: ['identifier'],
      message: MSG.login,
    });
  });

  it('asks the reset page for the settings page’s new password rules and messages', () => {
    expect(resetPasswordFormSchema.safeParse({ newPassword: 'long enough', confirmation: 'long enough' }).success).toBe(true);
    expect(resetPasswordFormSchema.safeParse({ newPassword: 'short', confirmation: 'short' }).error?.issues[0]).toMatchObject({
      path: ['newPassword'],
      message: MSG.passwordTooShort,
    });
    expect(resetPasswordFormSchema.safeParse({ newPassword: 'long enough', confirmation: '' }).error?.issues[0]).toMatchObject({
      path: ['confirmation'],
      message: MSG.confirmation,
    });
    expect(resetPasswordFormSchema.safeParse({ newPassword: 'long enough', confirmation: 'long enougH' }).error?.issues[0]).toMatchObject({
      path: ['confirmation'],
      message: MSG.confirmationMismatch,
    });
  });

  it('refuses a reset without a token or with a too short password', () => {
    expect(passwordResetSchema.safeParse({ token: '', password: 'long enough' }).error?.issues[0]).toMatchObject({ path: ['token'] });
    expect(passwordResetSchema.safeParse({ token: 'abc', password: 'short' }).error?.issues[0]).toMatchObject({
      path: ['password'],
      message: MSG.passwordTooShort,
    });
  });
});
