import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/lib/language';

interface TextLanguageTabsProps {
  value: Language;
  onChange: (language: Language) => void;
  /** Prefix of the tabs' and panels' ids, unique on the page. */
  idPrefix: string;
  label: string;
  /** Languages whose field holds an error: their tab says so, so a message in the hidden tab is not missed. */
  errors?: Partial<Record<Language, boolean>>;
}

/** French and English of one legal text, a tab each: a version is always written in both. */
export function TextLanguageTabs({ value, onChange, idPrefix, label, errors = {} }: TextLanguageTabsProps) {
  const { t } = useTranslation(['club', 'common']);
  return (
    <Tabs
      value={value}
      onChange={(_event, language: Language) => onChange(language)}
      aria-label={label}
      variant="fullWidth"
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {LANGUAGES.map((language) => {
        const name = t(`common:language.${language}`);
        return (
          <Tab
            key={language}
            value={language}
            id={`${idPrefix}-tab-${language}`}
            aria-controls={`${idPrefix}-panel-${language}`}
            label={errors[language] === true ? t('club:texts.editor.hasError', { language: name }) : name}
            sx={errors[language] === true ? { color: 'error.main', '&.Mui-selected': { color: 'error.main' } } : undefined}
          />
        );
      })}
    </Tabs>
  );
}

/** The attributes of the panel a tab of `TextLanguageTabs` shows. */
export const textLanguagePanel = (idPrefix: string, language: Language, active: Language) => ({
  role: 'tabpanel',
  id: `${idPrefix}-panel-${language}`,
  'aria-labelledby': `${idPrefix}-tab-${language}`,
  hidden: language !== active,
});
