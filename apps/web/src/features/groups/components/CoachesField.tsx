import type { UserDto } from '@club/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '@/i18n/messages';
import { personName } from '@/lib/personName';
import type { GroupFormValues } from './groupFormValues';

interface CoachesFieldProps<C, O> {
  form: UseFormReturn<GroupFormValues, C, O>;
  coaches: readonly UserDto[];
}

/** The group's coaches, several at once, searchable by name. */
export function CoachesField<C, O>({ form, coaches }: CoachesFieldProps<C, O>) {
  const { t } = useTranslation('groups');
  const validationText = useValidationText();
  const { field, fieldState } = useController({ control: form.control, name: 'coaches' });
  const chosen = coaches.filter((coach) => field.value.includes(coach.id));
  const errorKey = fieldState.error?.message;

  return (
    <Autocomplete
      multiple
      options={coaches}
      value={chosen}
      onChange={(_event, value) => field.onChange(value.map((coach) => coach.id))}
      onBlur={field.onBlur}
      getOptionLabel={(coach: UserDto) => personName(coach)}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      filterSelectedOptions
      noOptionsText={t('form.noCoach')}
      slotProps={{ chip: { size: 'small' } }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={t('fields.coaches')}
          error={errorKey !== undefined}
          helperText={errorKey === undefined ? t('form.coachesHelp') : validationText(errorKey)}
          onFocus={() => {
            if (fieldState.error !== undefined) form.clearErrors('coaches');
          }}
        />
      )}
    />
  );
}
