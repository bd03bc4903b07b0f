import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormValues } from '../model/formValues';
import type { FormLayout } from '../model/layout';
import { FormField } from './FormField';
import { column, pair } from './layoutSx';
import { StepHeading } from './StepHeading';

interface ContactStepProps {
  form: UseFormReturn<FormValues>;
  layout: FormLayout;
  memberName: string;
  showSecond: boolean;
  onShowSecond: () => void;
  onRemoveSecond: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

const email = { type: 'email', inputMode: 'email', autoCapitalize: 'none', spellCheck: false } as const;
const phone = { type: 'tel', inputMode: 'tel' } as const;

/**
 * "C'est moi": an adult is usually their own contact; one tap copies the member's names (as
 * typed on step 1) into the contact's, instead of typing them again.
 */
function ItIsMe({ form }: { form: UseFormReturn<FormValues> }) {
  const { t } = useTranslation('subscribe');
  const [fname, lname, guardianFname, guardianLname] = useWatch({
    control: form.control,
    name: ['fname', 'lname', 'guardianFname', 'guardianLname'],
  });
  const member = { first: fname.trim(), last: lname.trim() };
  if (member.first === '' || (member.first === guardianFname.trim() && member.last === guardianLname.trim())) return null;
  const fill = () => {
    form.setValue('guardianFname', member.first, { shouldDirty: true });
    form.setValue('guardianLname', member.last, { shouldDirty: true });
    form.clearErrors(['guardianFname', 'guardianLname']);
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {t('contact.isMeQuestion', { name: `${member.first} ${member.last}`.trim() })}
      </Typography>
      <Button variant="outlined" onClick={fill}>
        {t('contact.isMe')}
      </Button>
    </Box>
  );
}

/** Step 2: "Contact" for an adult, "Guardian" for a minor (docs/product.md#family-form), and the optional second contact. */
export function ContactStep({ form, layout, memberName, showSecond, onShowSecond, onRemoveSecond, headingRef }: ContactStepProps) {
  const { t } = useTranslation('subscribe');
  const guardian = layout.contactLabel === 'GUARDIAN';
  return (
    <Box sx={column(2.5)}>
      <StepHeading
        title={t(guardian ? 'contact.headingGuardian' : 'contact.headingContact')}
        intro={guardian ? t('contact.introGuardian', { name: memberName }) : t('contact.introContact')}
        headingRef={headingRef}
      />
      {!guardian && <ItIsMe form={form} />}
      <Box sx={pair}>
        <FormField form={form} name="guardianFname" label={t('contact.firstName')} required autoComplete="given-name" />
        <FormField form={form} name="guardianLname" label={t('contact.lastName')} required autoComplete="family-name" />
      </Box>
      <FormField form={form} name="guardianEmail" label={t('contact.email')} required autoComplete="email" {...email} />
      <FormField
        form={form}
        name="guardianPhone"
        label={t('contact.phone')}
        hint={t('contact.phoneHint')}
        required
        autoComplete="tel"
        {...phone}
      />
      {showSecond ? (
        <Box
          component="section"
          aria-labelledby="second-contact-title"
          sx={{ ...column(2.5), border: '1.5px solid #d5e3ef', borderRadius: '12px', p: { xs: 2, sm: 2.5 } }}
        >
          <Typography id="second-contact-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t('contact.secondHeading')}
          </Typography>
          <FormField
            form={form}
            name="secondGuardianEmail"
            label={t('contact.secondEmail')}
            autoComplete="section-second email"
            {...email}
          />
          <FormField
            form={form}
            name="secondGuardianPhone"
            label={t('contact.secondPhone')}
            hint={t('contact.phoneHint')}
            autoComplete="section-second tel"
            {...phone}
          />
          <Button onClick={onRemoveSecond} color="inherit" sx={{ alignSelf: 'flex-start' }}>
            {t('contact.removeSecond')}
          </Button>
        </Box>
      ) : (
        <Button variant="outlined" size="large" onClick={onShowSecond} sx={{ alignSelf: 'flex-start' }}>
          <Box component="span" aria-hidden sx={{ fontSize: 22, lineHeight: 1, mr: 1 }}>
            +
          </Box>
          {t('contact.addSecond')}
        </Button>
      )}
    </Box>
  );
}
