/**
 * What the calendar feature offers other screens: the buttons that open a private feed's link
 * (docs/product.md#calendar-feeds). Their dialog loads on first use.
 */
export { GroupCalendarButton } from './components/GroupCalendarButton';
export { MyCalendarPanel } from './components/MyCalendarPanel';
