import type { CorrectableDetailsDto, CorrectionDto } from '@club/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { FormTextField } from '@/components/form/FormTextField';
import { LoadingState } from '@/components/LoadingState';
import { useErrorText } from '@/i18n/messages';
import { applyServerFieldErrors } from '@/lib/formErrors';
import { isCorrectionClosed, useCorrectableDetails, useSendCorrection } from '../api/sendCorrection';
import { countryChoices } from './countryNames';
import {
  changesOf,
  CHOICE_FIELDS,
  CORRECTION_GROUPS,
  correctionResolver,
  initialCorrectionValues,
  NOTE_MAX_LENGTH,
  SERVER_FIELDS,
  type CorrectionFormField,
  type CorrectionValues,
} from './correctionForm';

export interface CorrectionDialogProps {
  memberId: number;
  /** The member corrected, under the title. */
  memberName: string;
  /** The correction still waiting for the club, if any: the form opens with what it asked. */
  pending: CorrectionDto | null;
  onClose: () => void;
  /** Called once the server has recorded the correction and the home has been read again. */
  onSent: () => void;
}

/** The browser's autofill would offer the parent's own details for the member's fields: only the contact's are named. */
const AUTOCOMPLETE: Partial<Record<CorrectionFormField, string>> = {
  guardianFname: 'given-name',
  guardianLname: 'family-name',
  guardianEmail: 'email',
  guardianPhone: 'tel',
  address: 'address-line1',
  addressComp: 'address-line2',
  zipCode: 'postal-code',
  city: 'address-level2',
};

const INPUT_MODES: Partial<Record<CorrectionFormField, 'email' | 'tel' | 'numeric'>> = {
  guardianEmail: 'email',
  secondGuardianEmail: 'email',
  guardianPhone: 'tel',
  secondGuardianPhone: 'tel',
  zipCode: 'numeric',
  birthDate: 'numeric',
};

/**
 * Corrects what the family entered on its form (docs/product.md#family-corrections): the values on
 * file are read first, the fields grouped as the form asked them open with them (or with what a
 * correction still waiting asked), and only the fields that differ from the file are sent; the
 * club applies or refuses them.
 */
export function CorrectionDialog({ memberId, memberName, pending, onClose, onSent }: CorrectionDialogProps) {
  const { t, i18n } = useTranslation('family');
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  const details = useCorrectableDetails(memberId, i18n.language);
  const send = useSendCorrection();

  let content;
  if (details.isPending) content = <LoadingState label={t('correction.loading')} />;
  else if (details.isError && isCorrectionClosed(details.error)) {
    content = (
      <Alert severity="warning" role="alert" sx={{ my: 2 }}>
        {t('correction.closed')}
      </Alert>
    );
  } else if (details.isError) content = <ErrorState error={details.error} onRetry={() => void details.refetch()} />;
  else {
    content = (
      <CorrectionForm
        formId={formId}
        memberId={memberId}
        memberName={memberName}
        details={details.data}
        pending={pending}
        send={send}
        onSent={onSent}
      />
    );
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={onPhone} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        {t('correction.title')}
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('correction.forMember', { name: memberName })}
        </Typography>
        <Typography sx={{ mt: 1 }}>{t('correction.intro')}</Typography>
        {pending?.status === 'PENDING' && <Typography sx={{ mt: 1 }}>{t('correction.introPending')}</Typography>}
        {content}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        {details.isSuccess && (
          <Button type="submit" form={formId} variant="contained" loading={send.isPending}>
            {t('correction.submit')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

interface CorrectionFormProps extends Pick<CorrectionDialogProps, 'memberId' | 'memberName' | 'pending' | 'onSent'> {
  formId: string;
  details: CorrectableDetailsDto;
  send: ReturnType<typeof useSendCorrection>;
}

/** The form itself, once the values on file are read: it opens with them, and keeps what is typed. */
function CorrectionForm({ formId, memberId, memberName, details, pending, send, onSent }: CorrectionFormProps) {
  const { t, i18n } = useTranslation('family');
  const errorText = useErrorText();
  const [initial] = useState(() => initialCorrectionValues(details.values, pending));
  const [resolver] = useState(() => correctionResolver(details.values, initial, pending));
  const form = useForm<CorrectionValues>({ resolver, defaultValues: initial, shouldFocusError: false });
  const countries = useMemo(() => countryChoices(i18n.language), [i18n.language]);
  const nothingChanged = form.formState.errors.root !== undefined;

  const submit = form.handleSubmit((values) => {
    const note = values.note.trim();
    send.mutate(
      { memberId, input: { changes: changesOf(values, details.values, pending), ...(note === '' ? {} : { note }) } },
      {
        onSuccess: onSent,
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, SERVER_FIELDS);
        },
      },
    );
  });
  const placed = Object.keys(form.formState.errors).length > 0;
  let failure: string | null = null;
  if (send.isError && isCorrectionClosed(send.error)) failure = t('correction.closed');
  else if (send.isError && !placed) failure = errorText(send.error);

  const label = (field: CorrectionFormField): string =>
    i18n.exists(`family:correction.labels.${field}`) ? t(`correction.labels.${field}`) : t(`correction.fields.${field}`);

  const choicesOf = (field: CorrectionFormField): readonly { code: string; name: string }[] => {
    if (field === 'gender') return (['M', 'F'] as const).map((code) => ({ code, name: t(`correction.gender${code}`) }));
    if (field === 'shirtSizeId' || field === 'shortSizeId') {
      return details.sizes[field === 'shirtSizeId' ? 'shirt' : 'short'].map((size) => ({ code: String(size.id), name: size.label }));
    }
    return countries;
  };

  const input = (field: CorrectionFormField) => {
    const common = { form, name: field, label: label(field), fullWidth: true, requiredMark: false } as const;
    if (CHOICE_FIELDS.includes(field)) {
      return (
        // A native select: the phone's own picker, and nothing more to load for 250 countries.
        <FormTextField key={field} {...common} select slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          {/* Nothing on file: the list says so rather than showing its first choice as if it were. */}
          {initial[field] === '' && <option value="">{t('correction.none')}</option>}
          {choicesOf(field).map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </FormTextField>
      );
    }
    return (
      <FormTextField
        key={field}
        {...common}
        autoComplete={AUTOCOMPLETE[field] ?? 'off'}
        placeholder={field === 'birthDate' ? t('correction.birthDateHint') : undefined}
        helperText={field === 'birthDate' ? t('correction.birthDateHint') : undefined}
        slotProps={{ htmlInput: { inputMode: INPUT_MODES[field], maxLength: field === 'birthDate' ? 10 : undefined } }}
      />
    );
  };

  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={submit}
      aria-label={t('correction.formLabel', { name: memberName })}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, mt: 2 }}
    >
      {failure !== null && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {nothingChanged && (
        <Alert severity="warning" role="alert">
          {t('correction.nothingChanged')}
        </Alert>
      )}
      {CORRECTION_GROUPS.map((group) => (
        <Box component="fieldset" key={group.key} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5, p: 0 }}>
            {t(`correction.groups.${group.key}`)}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            {group.fields.map(input)}
          </Box>
        </Box>
      ))}
      <FormTextField
        form={form}
        name="note"
        label={t('correction.note')}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
      />
    </Box>
  );
}
