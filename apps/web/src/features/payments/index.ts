/**
 * What the payments feature offers other screens. Other features import from here only,
 * never from the feature's folders (ESLint enforces it).
 */
export { FeesCard, type FeesCardProps } from './components/FeesCard';
