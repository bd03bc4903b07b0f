import type { SubmittedContactDto } from '@club/domain';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { guardianName } from './guardianName';

interface TypedContactAlertProps {
  typed: SubmittedContactDto;
  onSearch: () => void;
  /** Keeps the contact as typed, as the member's guardian; absent when there is nothing to settle. */
  onKeep?: (() => void) | undefined;
  keeping: boolean;
}

/**
 * What the family typed on the form, shown above the guardians on file: staff search its
 * e-mail among them, or keep it as typed when it is the family's own (a new guardian).
 */
export function TypedContactAlert({ typed, onSearch, onKeep, keeping }: TypedContactAlertProps) {
  const { t } = useTranslation('guardians');
  const hasSecond = typed.secondaryEmail !== null || typed.secondaryPhoneNumber !== null;
  return (
    // The buttons go under the text, not beside it: on a phone the side leaves the e-mail no room.
    <Alert severity="info" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
      {t('picker.typed', {
        name: guardianName({ firstName: typed.firstName, lastName: typed.lastName }) || '—',
        email: typed.email,
        phone: typed.phoneNumber ?? '—',
      })}
      {hasSecond && (
        <>
          <br />
          {t('picker.typedSecond', { email: typed.secondaryEmail ?? '—', phone: typed.secondaryPhoneNumber ?? '—' })}
        </>
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button color="inherit" size="small" startIcon={<SearchIcon />} onClick={onSearch}>
          {t('picker.searchTyped')}
        </Button>
        {onKeep !== undefined && (
          <Button color="inherit" size="small" variant="outlined" startIcon={<PersonAddAlt1Icon />} onClick={onKeep} loading={keeping}>
            {t('picker.keepTyped')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
