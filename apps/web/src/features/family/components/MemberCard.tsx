import type { FamilyMemberDto } from '@club/domain';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CertificateValidity } from './CertificateValidity';
import { CorrectionSection } from './CorrectionSection';
import { MemberSignatures } from './MemberSignatures';
import { MemberUploads } from './MemberUploads';
import { MissingItems } from './MissingItems';

/**
 * One member: this season's state and what the club still waits for, in the words the staff's
 * screens use for the same states and checklist items, each sent as a file when it can be; the
 * texts to sign online and those signed; the files sent.
 */
export function MemberCard({ member }: { member: FamilyMemberDto }) {
  const { t } = useTranslation(['family', 'subscriptions']);
  const name = `${member.firstName} ${member.lastName}`;
  const subscription = member.subscription;
  const headingId = `family-member-${member.id}`;

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      {member.certificateExpiresOn !== null && <CertificateValidity expiresOn={member.certificateExpiresOn} />}
      {subscription === null ? (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {t('home.noSubscription')}
        </Typography>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('home.season', { season: subscription.season })}
          </Typography>
          <Typography sx={{ mt: 0.5, fontWeight: 600 }}>
            {t('home.state', { state: t(`subscriptions:states.${subscription.state}`) })}
          </Typography>
          {subscription.state !== 'CANCELLED' &&
            (subscription.missing.length === 0 ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5, color: 'success.main' }}>
                <CheckCircleOutline aria-hidden fontSize="small" />
                <Typography>{t('home.nothingMissing')}</Typography>
              </Box>
            ) : (
              <MissingItems memberId={member.id} subscription={subscription} headingId={headingId} />
            ))}
          <MemberSignatures memberId={member.id} memberName={name} subscription={subscription} headingId={headingId} />
          <MemberUploads uploads={subscription.uploads} healthDocument={subscription.healthDocument} headingId={headingId} />
          <CorrectionSection memberId={member.id} memberName={name} subscription={subscription} headingId={headingId} />
        </>
      )}
    </Paper>
  );
}
