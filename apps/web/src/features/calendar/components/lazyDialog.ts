import { lazy } from 'react';

const load = () => import('./CalendarLinkDialog');

/** The dialog's code loads on the first click (or as the pointer or focus reaches the button). */
export const LazyCalendarLinkDialog = lazy(() => load().then((module) => ({ default: module.CalendarLinkDialog })));

export const preloadCalendarLinkDialog = (): void => {
  void load();
};
