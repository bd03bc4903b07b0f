import { formatDate, type PlannedSessionDto } from '@club/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText, useValidationText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import { inClubTime } from '@/lib/clubTime';
import { weekdayOf } from './week';

/**
 * The planning's words: days and hours at the pool (Monaco), a session named for the screen
 * readers, and the planning's own message keys (`PLANNING_MSG`, namespace `planning`) before the
 * shared ones (docs/product.md#planning).
 */
export const usePlanningText = () => {
  const { t, i18n } = useTranslation(['planning', 'common']);
  const validationText = useValidationText();
  const errorText = useErrorText();
  const message = useCallback(
    (key: string) => (i18n.exists(`validation.${key}`, { ns: 'planning' }) ? t(`planning:validation.${key}`) : validationText(key)),
    [i18n, t, validationText],
  );
  /** "Lundi 23/11/2026". */
  const dayText = useCallback(
    (day: string) => t('planning:dayTitle', { weekday: t(`planning:weekdays.${weekdayOf(day)}`), date: formatDate(day) }),
    [t],
  );
  /** "17:00–18:30" at the pool. */
  const timeText = useCallback(
    (session: PlannedSessionDto) =>
      t('planning:session.time', { start: inClubTime(session.startsAt).format('HH:mm'), end: inClubTime(session.endsAt).format('HH:mm') }),
    [t],
  );
  /** "Benjamins, Lundi 23/11/2026 17:00–18:30": tells apart the actions of the cards of a week. */
  const sessionText = useCallback(
    (session: PlannedSessionDto) =>
      t('planning:session.label', { group: session.groupName, day: dayText(session.day), time: timeText(session) }),
    [t, dayText, timeText],
  );
  /** A refusal: the planning's key when the server names one (as message or field), else the shared message of its code. */
  const failureText = useCallback(
    (error: unknown) => {
      if (isApiError(error)) {
        const key = [error.message, ...Object.values(error.fields)].find((candidate) =>
          i18n.exists(`validation.${candidate}`, { ns: 'planning' }),
        );
        if (key !== undefined) return message(key);
      }
      return errorText(error);
    },
    [i18n, message, errorText],
  );
  return { t, message, dayText, timeText, sessionText, failureText };
};
