/**
 * What the privacy feature offers other screens. Other features import from here only,
 * never from the feature's folders (ESLint enforces it).
 */
export { PersonalDataLink } from './components/PersonalDataLink';
