/**
 * What the planning feature offers other screens. Other features import from here only,
 * never from the feature's folders (ESLint enforces it).
 */
export { planningKeys } from './api/queryKeys';
