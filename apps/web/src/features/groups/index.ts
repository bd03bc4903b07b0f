/**
 * What the groups feature offers other screens. Other features import from here only,
 * never from the feature's folders (ESLint enforces it).
 */
export { useChangeGroupSection } from './api/changeGroupSection';
