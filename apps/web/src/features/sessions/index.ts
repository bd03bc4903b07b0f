/**
 * What the sessions feature offers other screens. Other features import from here only,
 * never from the feature's folders (ESLint enforces it).
 */
export { GroupAttendanceRates } from './components/GroupAttendanceRates';
