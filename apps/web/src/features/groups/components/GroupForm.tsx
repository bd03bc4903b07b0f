import type { OptionDto, SectionDto, UserDto } from '@club/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { FormTextField } from '@/components/form/FormTextField';
import { useErrorText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import { applyServerFieldErrors } from '@/lib/formErrors';
import { CoachesField } from './CoachesField';
import { FormCheckbox } from './FormCheckbox';
import { GROUP_SERVER_FIELDS, type GroupFormValues } from './groupFormValues';

export interface GroupFormOptions {
  types: readonly OptionDto[];
  packs: readonly OptionDto[];
  sections: readonly SectionDto[];
  coaches: readonly UserDto[];
}

interface GroupFormProps<TOutput> {
  defaultValues: GroupFormValues;
  resolver: Resolver<GroupFormValues, unknown, TOutput>;
  options: GroupFormOptions;
  submitLabel: string;
  /** Sends the form; a rejection is shown under the fields or in the error list. */
  onSubmit: (output: TOutput, values: GroupFormValues) => Promise<void>;
  /** The protected groups (docs/product.md#protected-records) keep their name and section. */
  locked?: boolean;
  /** Offered when someone else saved the group meanwhile (409). */
  onReload?: () => void;
}

/** The creation and edit form (docs/product.md#screen-group-form), validated by the domain's rules. */
export function GroupForm<TOutput>({
  defaultValues,
  resolver,
  options,
  submitLabel,
  onSubmit,
  locked = false,
  onReload,
}: GroupFormProps<TOutput>) {
  const { t } = useTranslation(['groups', 'common']);
  const errorText = useErrorText();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<GroupFormValues, unknown, TOutput>({ resolver, defaultValues, shouldFocusError: false });

  const submit = form.handleSubmit(async (output) => {
    setFailure(null);
    try {
      await onSubmit(output, form.getValues());
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, GROUP_SERVER_FIELDS)) setFailure(error);
    }
  });

  // A 409 without a field is a stale version: someone saved the group meanwhile.
  const stale = isApiError(failure) && failure.code === 'CONFLICT' && Object.keys(failure.fields).length === 0;
  const euro = { input: { endAdornment: <InputAdornment position="end">€</InputAdornment> }, htmlInput: { inputMode: 'decimal' } } as const;

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-label={submitLabel}>
      <FormTextField form={form} name="name" label={t('groups:fields.name')} required autoComplete="off" disabled={locked} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <FormTextField form={form} name="price" label={t('groups:fields.price')} required fullWidth slotProps={euro} />
        <FormTextField form={form} name="reSubPrice" label={t('groups:fields.reSubPrice')} required fullWidth slotProps={euro} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <FormTextField form={form} name="typeId" label={t('groups:fields.type')} required select fullWidth>
          {options.types.map((type) => (
            <MenuItem key={type.id} value={String(type.id)}>
              {type.label}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField form={form} name="packId" label={t('groups:fields.pack')} required select fullWidth>
          {options.packs.map((pack) => (
            <MenuItem key={pack.id} value={String(pack.id)}>
              {pack.label}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
      <FormTextField form={form} name="sectionId" label={t('groups:fields.section')} select disabled={locked}>
        {options.sections.map((section) => (
          <MenuItem key={section.id} value={String(section.id)}>
            {section.name}
          </MenuItem>
        ))}
      </FormTextField>
      <CoachesField form={form} coaches={options.coaches} />
      <FormTextField
        form={form}
        name="emailList"
        label={t('groups:fields.emailList')}
        helperText={t('groups:form.emailListHelp')}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'email' } }}
      />
      <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend">{t('groups:form.rules')}</FormLabel>
        <FormGroup>
          <FormCheckbox form={form} name="ffnLicense" label={t('groups:fields.ffnLicense')} />
          <FormCheckbox form={form} name="shouldReceiveSubMail" label={t('groups:fields.shouldReceiveSubMail')} />
          <FormCheckbox form={form} name="sportsCodeOfConduct" label={t('groups:fields.sportsCodeOfConduct')} />
        </FormGroup>
      </Stack>
      {failure !== null && (
        <Alert
          severity="error"
          role="alert"
          action={
            stale && onReload !== undefined ? (
              <Button color="inherit" size="small" onClick={onReload}>
                {t('groups:form.reload')}
              </Button>
            ) : undefined
          }
        >
          <AlertTitle>{t('groups:form.errorsTitle')}</AlertTitle>
          <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
            <li>{stale ? t('groups:form.stale') : errorText(failure)}</li>
          </ul>
        </Alert>
      )}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} to={paths.groups} variant="outlined">
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
