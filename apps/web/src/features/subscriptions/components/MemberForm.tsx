import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/FormTextField';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { applyServerFieldErrors } from '@/lib/formErrors';
import type { SubscriptionDetailDto } from '@club/domain';
import { useUpdateSubscription } from '../api/updateSubscription';
import { BirthDateField } from '@/components/BirthDateField';
import { CountryField } from './CountryField';
import { FormSection } from './FormSection';
import {
  ageFrom,
  MEMBER_SERVER_FIELDS,
  memberFormResolver,
  memberFormValues,
  showsInstagramField,
  showsSchool,
  type MemberFormOutput,
  type MemberFormValues,
} from './memberFormValues';
import { SizeField } from './SizeField';
import { StaleAlert } from './StaleAlert';
import { isStaleVersion } from './staleVersion';

interface MemberFormProps {
  detail: SubscriptionDetailDto;
  /** Reloads the subscription after a 409; resolves when the screen has the new data. */
  onReload: () => Promise<void>;
  /** The reference day of "under 18" and "over 13"; today outside tests. */
  today?: Date;
}

/**
 * The member's fields and guardian contact (docs/product.md#screen-subscription-edit), with the
 * edit-mode rules (docs/product.md#validation):
 * nationality, birth place and sizes required; school and level only under 18; Instagram over 13.
 */
export function MemberForm({ detail, onReload, today: fixedToday }: MemberFormProps) {
  const { t } = useTranslation('subscriptions');
  const errorText = useErrorText();
  const toast = useToast();
  const update = useUpdateSubscription();
  const [failure, setFailure] = useState<unknown>(null);
  const [reloading, setReloading] = useState(false);
  const today = useMemo(() => fixedToday ?? new Date(), [fixedToday]);
  const guardianOnFile = detail.guardianId !== null;
  const resolver = useMemo(() => memberFormResolver(today, guardianOnFile), [today, guardianOnFile]);
  const form = useForm<MemberFormValues, unknown, MemberFormOutput>({
    resolver,
    defaultValues: memberFormValues(detail),
    shouldFocusError: false,
  });
  const birthDate = useWatch({ control: form.control, name: 'birthDate' });
  const age = ageFrom(birthDate, today);
  const minor = showsSchool(age);

  const submit = form.handleSubmit(async (output) => {
    setFailure(null);
    try {
      const saved = await update.mutateAsync({ studentId: detail.studentId, body: { version: detail.version, ...output } });
      form.reset(memberFormValues(saved));
      toast.success(t('edit.saved'));
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, MEMBER_SERVER_FIELDS)) setFailure(error);
    }
  });

  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
      setFailure(null);
    } finally {
      setReloading(false);
    }
  };

  const field = (name: keyof MemberFormValues, extra: { required?: boolean; type?: string; autoComplete?: string } = {}) => (
    <FormTextField form={form} name={name} label={t(`fields.${name}`)} fullWidth autoComplete={extra.autoComplete ?? 'off'} {...extra} />
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label={t('edit.memberForm')}>
        <FormSection title={t('edit.sections.member')}>
          {field('firstName', { required: true })}
          {field('lastName', { required: true })}
          <FormTextField form={form} name="gender" label={t('fields.gender')} select required fullWidth>
            <MenuItem value="M">{t('genders.M')}</MenuItem>
            <MenuItem value="F">{t('genders.F')}</MenuItem>
          </FormTextField>
          <BirthDateField form={form} label={t('fields.birthDate')} />
          {field('birthPlace', { required: true })}
          <CountryField form={form} name="nationality" label={t('fields.nationality')} required />
          <SizeField form={form} kind="shirt" label={t('fields.shirtSizeId')} current={detail.shirtSize} />
          <SizeField form={form} kind="short" label={t('fields.shortSizeId')} current={detail.shortSize} />
          {minor && field('school', { required: true })}
          {minor && field('schoolLevel', { required: true })}
          {showsInstagramField(age) && field('instagramHandle')}
        </FormSection>

        <Divider />
        <FormSection title={t('edit.sections.address')}>
          {field('email', { type: 'email' })}
          {field('phoneNumber', { type: 'tel' })}
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>{field('address')}</Box>
          <Box sx={{ gridColumn: { sm: '1 / -1' } }}>{field('addressComp')}</Box>
          {field('zipCode')}
          {field('city')}
          <CountryField form={form} name="country" label={t('fields.country')} />
        </FormSection>

        <Divider />
        <FormSection
          title={minor ? t('edit.sections.guardian') : t('edit.sections.contact')}
          description={guardianOnFile ? t('edit.guardianShared') : t('edit.noGuardian')}
        >
          {field('guardianFirstName')}
          {field('guardianLastName')}
          {field('guardianEmail', { type: 'email', required: guardianOnFile })}
          {field('guardianPhoneNumber', { type: 'tel' })}
          {field('guardianSecondaryEmail', { type: 'email' })}
          {field('guardianSecondaryPhoneNumber', { type: 'tel' })}
        </FormSection>

        <Divider />
        <FormSection title={t('edit.sections.secondContact')}>
          {field('secondGuardianEmail', { type: 'email' })}
          {field('secondGuardianPhone', { type: 'tel' })}
        </FormSection>

        {failure !== null &&
          (isStaleVersion(failure) ? (
            <StaleAlert onReload={() => void reload()} reloading={reloading} />
          ) : (
            <Alert severity="error" role="alert">
              {errorText(failure)}
            </Alert>
          ))}

        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button onClick={() => form.reset()} disabled={!form.formState.isDirty || update.isPending}>
            {t('edit.undo')}
          </Button>
          <Button type="submit" variant="contained" loading={update.isPending}>
            {t('edit.save')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
