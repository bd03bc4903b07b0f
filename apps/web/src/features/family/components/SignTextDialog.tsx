import type { SignableTextKey } from '@club/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ErrorState';
import { FormTextField } from '@/components/form/FormTextField';
import { LoadingState } from '@/components/LoadingState';
import { TextBlocks } from '@/components/TextBlocks';
import { useErrorText } from '@/i18n/messages';
import { applyServerFieldErrors } from '@/lib/formErrors';
import { useFamilyText } from '../api/getFamilyText';
import { isSigningConflict, useSignText } from '../api/signText';
import { signTextResolver, type SignTextValues } from './signTextResolver';
import { useTextName } from './useTextName';

export interface SignTextDialogProps {
  memberId: number;
  /** The member the text is signed for, under the title. */
  memberName: string;
  textKey: SignableTextKey;
  onClose: () => void;
  /** Called once the server has recorded the signature and the home has been read again. */
  onSigned: (key: SignableTextKey) => void;
}

/**
 * Reads a club text in force and signs it online (docs/product.md#family-signatures): the text in
 * the page's language, then the signer's full name and the box "I have read and accept". The
 * version read is the one signed: if the club publishes another meanwhile, the text is read again.
 */
export function SignTextDialog({ memberId, memberName, textKey, onClose, onSigned }: SignTextDialogProps) {
  const { t, i18n } = useTranslation('family');
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  const textName = useTextName();
  const errorText = useErrorText();
  const text = useFamilyText(textKey, i18n.language);
  const sign = useSignText();
  const [changed, setChanged] = useState(false);
  // A 409 for the version in force itself: the subscription no longer takes signatures (cancelled meanwhile).
  const [refused, setRefused] = useState(false);
  const form = useForm<SignTextValues>({
    resolver: signTextResolver,
    defaultValues: { signedName: '', accepted: false },
    shouldFocusError: false,
  });
  const [signedName, accepted] = useWatch({ control: form.control, name: ['signedName', 'accepted'] });
  const readable = text.isSuccess && !text.isFetching;

  const submit = form.handleSubmit(({ signedName: name }) => {
    if (!text.isSuccess) return;
    const version = text.data.versionLabel;
    setChanged(false);
    setRefused(false);
    sign.mutate(
      { memberId, input: { key: textKey, version, signedName: name } },
      {
        onSuccess: () => onSigned(textKey),
        onError: async (error) => {
          if (!isSigningConflict(error)) {
            applyServerFieldErrors(error, form.setError, { signedName: 'signedName' });
            return;
          }
          const fresh = await text.refetch();
          if (fresh.data !== undefined && fresh.data.versionLabel !== version) {
            // What was ticked was the earlier version: the new one is read, then accepted again.
            setChanged(true);
            form.setValue('accepted', false);
          } else setRefused(true);
        },
      },
    );
  });
  const failure =
    sign.isError && (!isSigningConflict(sign.error) || refused) && form.formState.errors.signedName === undefined
      ? errorText(sign.error)
      : null;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={onPhone} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pb: 0.5, overflowWrap: 'anywhere' }}>
        {textName(textKey)}
      </DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {t('sign.forMember', { name: memberName })}
        </Typography>
        {changed && (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
            {t('sign.changed')}
          </Alert>
        )}
        {text.isPending || (text.isFetching && !text.isError) ? (
          <LoadingState label={t('sign.loading')} />
        ) : text.isError ? (
          <ErrorState error={text.error} onRetry={() => void text.refetch()} />
        ) : (
          <Box
            component="article"
            aria-labelledby={`${formId}-text`}
            sx={{ bgcolor: 'action.hover', borderRadius: 2, p: { xs: 2, sm: 2.5 }, overflowWrap: 'anywhere' }}
          >
            <Typography id={`${formId}-text`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {text.data.title}
            </Typography>
            {/* The title above is the text's own opening heading: its sections come under it. */}
            <TextBlocks blocks={text.data.blocks} topHeading="h4" />
          </Box>
        )}
        <Box
          component="form"
          id={formId}
          noValidate
          onSubmit={submit}
          aria-label={t('sign.formLabel', { name: textName(textKey) })}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 3 }}
        >
          {failure !== null && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <FormTextField
            form={form}
            name="signedName"
            label={t('sign.signedName')}
            helperText={t('sign.signedNameHelp')}
            autoComplete="name"
            required
            requiredMark={false}
            fullWidth
          />
          <Controller
            control={form.control}
            name="accepted"
            render={({ field }) => (
              <FormControlLabel
                label={t('sign.accept')}
                control={
                  <Checkbox
                    name={field.name}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    disabled={!readable}
                  />
                }
              />
            )}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          loading={sign.isPending}
          disabled={!readable || !accepted || signedName.trim() === ''}
        >
          {t('sign.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
