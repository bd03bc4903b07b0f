import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useErrorText } from '@/i18n/messages';
import type { SessionEditState } from './sessionEditState';
import { existingSessionOf } from './submitFailure';

/**
 * The sheet's words for a save refused because the group or sub-group already has a session
 * at that date and time (a co-coach saved it first): say so, and offer to open that session,
 * where the coach completes its sheet instead of recording the training twice.
 */
export const useExistingSessionFailure = (): ((error: unknown) => { message: string; action: ReactNode } | null) => {
  const { t } = useTranslation('sessions');
  const errorText = useErrorText();
  const navigate = useNavigate();
  return (error) => {
    const sessionId = existingSessionOf(error);
    if (sessionId === null) return null;
    const state: SessionEditState = { sessionId, returnTo: '' };
    return {
      message: `${errorText(error)} ${t('sheet.alreadyExistsHint')}`,
      action: (
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          onClick={() => void navigate(`${paths.sessionEdit}?id=${sessionId}`, { state })}
          sx={{ minHeight: 40 }}
        >
          {t('sheet.openExisting')}
        </Button>
      ),
    };
  };
};
