export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, newPasswordField } from './fields.js';
export * from './contract.js';
export * from './forms.js';
