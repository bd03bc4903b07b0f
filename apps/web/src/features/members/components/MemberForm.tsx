import { FAMILY_LANGUAGES, GENDERS, studentCreateSchema, type StudentCreateInput } from '@club/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/FormTextField';
import { useErrorText } from '@/i18n/messages';
import { applyServerFieldErrors } from '@/lib/formErrors';
import { BirthDateField } from '@/components/BirthDateField';

export const NEW_MEMBER: StudentCreateInput = {
  firstName: '',
  lastName: '',
  gender: 'M',
  birthDate: '',
  email: '',
  phoneNumber: '',
  language: 'fr',
};

const SERVER_FIELDS = {
  firstName: 'firstName',
  lastName: 'lastName',
  gender: 'gender',
  birthDate: 'birthDate',
  email: 'email',
  phoneNumber: 'phoneNumber',
  language: 'language',
} as const;

interface MemberFormProps {
  onSubmit: (values: StudentCreateInput) => Promise<void>;
  onCancel: () => void;
}

/**
 * docs/product.md#screen-student-create, step 1 (rules in docs/product.md#validation): names, gender,
 * birth date, contact e-mail and phone.
 */
export function MemberForm({ onSubmit, onCancel }: MemberFormProps) {
  const { t } = useTranslation(['members', 'common']);
  const errorText = useErrorText();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<StudentCreateInput>({
    resolver: zodResolver(studentCreateSchema),
    defaultValues: NEW_MEMBER,
    shouldFocusError: false,
  });
  const gender = useController({ control: form.control, name: 'gender' });
  const language = useController({ control: form.control, name: 'language' });
  const genderLabelId = useId();

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, SERVER_FIELDS)) setFailure(error);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={t('members:create.step1')}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        <FormTextField form={form} name="firstName" label={t('members:fields.firstName')} required autoComplete="off" />
        <FormTextField form={form} name="lastName" label={t('members:fields.lastName')} required autoComplete="off" />
      </Box>
      <FormControl>
        <FormLabel id={genderLabelId}>{t('members:fields.gender')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={genderLabelId}
          name={gender.field.name}
          value={gender.field.value}
          onChange={(event) => gender.field.onChange(event.target.value)}
        >
          {GENDERS.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={t(`members:genders.${value}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      <BirthDateField form={form} label={t('members:fields.birthDate')} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        <FormTextField form={form} name="email" label={t('members:fields.email')} type="email" required autoComplete="off" />
        <FormTextField form={form} name="phoneNumber" label={t('members:fields.phoneNumber')} type="tel" required autoComplete="off" />
      </Box>
      <TextField
        select
        label={t('members:fields.language')}
        name={language.field.name}
        inputRef={language.field.ref}
        value={language.field.value ?? 'fr'}
        onChange={(event) => language.field.onChange(event.target.value)}
        helperText={t('members:fields.languageHelp')}
      >
        {FAMILY_LANGUAGES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`common:language.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {failure !== null && (
        <Alert severity="error" role="alert">
          {errorText(failure)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t('members:create.next')}
        </Button>
      </Stack>
    </Stack>
  );
}
