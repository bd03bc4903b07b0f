import { CLUB_MSG, LOGO_MAX_BYTES, LOGO_TYPES, type ClubAdmin } from '@club/domain/club';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { isApiError } from '@/lib/api';
import { useRemoveLogo } from '../api/removeLogo';
import { useUploadLogo } from '../api/uploadLogo';
import { useClubValidationText } from './useClubValidationText';

/**
 * The club's logo: shown as the server serves it (the preview of what the documents and the
 * login page will show), replaced by choosing a file, removed after a confirmation.
 */
export function LogoField({ club }: { club: ClubAdmin }) {
  const { t } = useTranslation('club');
  const toast = useToast();
  const confirm = useConfirm();
  const errorText = useErrorText();
  const validationText = useClubValidationText();
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const input = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a refusal must fire a change again.
    event.target.value = '';
    if (file === undefined) return;
    setProblem(null);
    if (file.size > LOGO_MAX_BYTES) {
      setProblem(validationText(CLUB_MSG.logoTooLarge));
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast.success(t('logo.uploaded'));
    } catch (error) {
      const key = isApiError(error) ? (error.fields.logo ?? error.fields.body) : undefined;
      setProblem(key === undefined ? errorText(error) : validationText(key));
    }
  };

  const removeLogo = async () => {
    if (!(await confirm({ message: t('logo.confirmRemove'), confirmLabel: t('logo.remove') }))) return;
    setProblem(null);
    try {
      await remove.mutateAsync();
      toast.success(t('logo.removed'));
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <Stack spacing={1.5}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('logo.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Box
          sx={{
            width: { xs: '100%', sm: 200 },
            height: 120,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            p: 1,
            bgcolor: 'background.paper',
          }}
        >
          {club.logoUrl === null ? (
            <Typography color="text.secondary">{t('logo.none')}</Typography>
          ) : (
            <Box
              component="img"
              src={club.logoUrl}
              alt={t('logo.alt')}
              sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          )}
        </Box>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              loading={upload.isPending}
              onClick={() => input.current?.click()}
              aria-describedby={helpId}
            >
              {club.logoUrl === null ? t('logo.choose') : t('logo.replace')}
            </Button>
            {club.logoUrl !== null && (
              <Button
                color="error"
                variant="text"
                startIcon={<DeleteOutlineIcon />}
                loading={remove.isPending}
                onClick={() => void removeLogo()}
              >
                {t('logo.remove')}
              </Button>
            )}
          </Stack>
          <Typography id={helpId} variant="body2" color="text.secondary">
            {t('logo.help')}
          </Typography>
        </Stack>
      </Stack>
      <input
        ref={input}
        type="file"
        accept={LOGO_TYPES.join(',')}
        hidden
        aria-label={t('logo.choose')}
        onChange={(event) => void choose(event)}
      />
      {problem !== null && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
