import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, frFR } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const PICKER_TEXTS = {
  fr: frFR.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
};

/**
 * Dates for MUI X pickers, in the page language (dayjs's locale is set with i18n).
 * Wrap the screen that uses a picker, not the app: the pickers are heavy and the
 * shell and the public form's first chunk must not carry them.
 * Show values with `DATE_FORMAT`/`DATE_TIME_FORMAT` of @club/domain (DD/MM/YYYY, HH:mm).
 */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'fr';
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} localeText={PICKER_TEXTS[language]}>
      {children}
    </LocalizationProvider>
  );
}
