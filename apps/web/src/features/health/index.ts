/**
 * What the health feature offers other screens. Other features import from here only,
 * never from the feature's folders (ESLint enforces it).
 */
export { ServerStatusPanel } from './components/ServerStatusPanel';
