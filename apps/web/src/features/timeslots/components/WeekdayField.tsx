import { WEEKDAYS } from '@club/domain';
import MenuItem from '@mui/material/MenuItem';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField, type FormTextFieldProps } from '@/components/form/FormTextField';

type WeekdayFieldProps<T extends FieldValues, C, O> = Omit<FormTextFieldProps<T, C, O>, 'select' | 'children' | 'label'> & {
  name: FieldPath<T>;
};

/** Monday to Sunday, ISO numbers 1–7 (the domain's `weekday`). */
export function WeekdayField<T extends FieldValues, C, O>(props: WeekdayFieldProps<T, C, O>) {
  const { t } = useTranslation('timeslots');
  return (
    <FormTextField {...props} select label={t('fields.weekday')} requiredMark={false}>
      {WEEKDAYS.map((weekday) => (
        <MenuItem key={weekday} value={weekday} sx={{ minHeight: 44 }}>
          {t(`weekdays.${weekday}`)}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
