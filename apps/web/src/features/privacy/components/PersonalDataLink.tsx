import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo, paths } from '@/config/paths';

/** Entry point to a member's personal data screen (export, erasure), for the screens that show a member. */
export function PersonalDataLink({ memberId }: { memberId: number }) {
  const { t } = useTranslation('privacy');
  return (
    <Button component={Link} to={pathTo(paths.privacyMember, { id: memberId })} variant="outlined" startIcon={<PrivacyTipIcon />}>
      {t('link')}
    </Button>
  );
}
