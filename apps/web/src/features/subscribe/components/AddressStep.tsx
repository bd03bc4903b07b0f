import type { FormPrivacy } from '@club/domain/club';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/lib/language';
import { genericDocumentUrl } from '../api/documentUrls';
import type { FormValues } from '../model/formValues';
import type { FormLayout } from '../model/layout';
import { AcceptanceField } from './AcceptanceField';
import { CountryField } from './CountryField';
import { FormField } from './FormField';
import { column } from './layoutSx';
import { PrivacyNotice } from './PrivacyNotice';
import { StepHeading } from './StepHeading';

/** The documents a renewal opens before accepting them, by acceptance. */
export type OpenableDocument = 'rules' | 'codeOfConduct' | 'guardianCodeOfConduct';

interface AddressStepProps {
  form: UseFormReturn<FormValues>;
  layout: FormLayout;
  /** The notice in force, in both languages, and the label its acceptance stores. */
  privacy: FormPrivacy;
  language: Language;
  opened: ReadonlySet<OpenableDocument>;
  onOpen: (document: OpenableDocument) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

const ACCEPTANCES = [
  { document: 'rules', name: 'rulesAccepted', link: 'address.rulesDocument', label: 'address.rulesAccept' },
  { document: 'codeOfConduct', name: 'codeOfConductAccepted', link: 'address.codeDocument', label: 'address.codeAccept' },
  {
    document: 'guardianCodeOfConduct',
    name: 'guardianCodeOfConductAccepted',
    link: 'address.guardianCodeDocument',
    label: 'address.guardianCodeAccept',
  },
] as const;

/**
 * Step 3: the address, then what must be accepted: the privacy notice always; for a renewal the
 * rules, the swimmer's code of conduct (unless the group has none) and, for a minor, the
 * parents' one (docs/product.md#required-documents, the domain's `requiredDocuments`).
 */
export function AddressStep({ form, layout, privacy, language, opened, onOpen, headingRef }: AddressStepProps) {
  const { t } = useTranslation('subscribe');
  return (
    <Box sx={column(2.5)}>
      <StepHeading title={t('address.heading')} headingRef={headingRef} />
      <FormField
        form={form}
        name="address"
        label={t('address.address')}
        required
        hint={t('address.addressHint')}
        autoComplete="address-line1"
      />
      <FormField
        form={form}
        name="addressComp"
        label={t('address.complement')}
        hint={t('address.complementHint')}
        autoComplete="address-line2"
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' }}>
        <FormField
          form={form}
          name="zipCode"
          label={t('address.zipCode')}
          required
          hint={t('address.zipCodeHint')}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
        />
        <FormField form={form} name="city" label={t('address.city')} required autoComplete="address-level2" />
      </Box>
      <CountryField
        form={form}
        name="country"
        label={t('address.country')}
        language={language}
        noOptionsText={t('member.noCountry')}
        autoComplete="country-name"
      />

      <Typography variant="h6" component="h3" sx={{ pt: 1 }}>
        {t('address.acceptHeading')}
      </Typography>
      <PrivacyNotice
        notice={privacy.texts[language]}
        id="privacy-notice"
        versionLabel={t('address.privacyVersion', { version: privacy.version })}
      />
      <AcceptanceField form={form} name="privacyAccepted" label={t('address.privacyAccept')} />
      {ACCEPTANCES.filter((item) => layout.mustAccept[item.document]).map((item) => (
        <AcceptanceField
          key={item.name}
          form={form}
          name={item.name}
          label={t(item.label)}
          document={{
            href: genericDocumentUrl(item.document, language),
            label: t(item.link),
            opened: opened.has(item.document),
            onOpen: () => onOpen(item.document),
            openFirst: t('address.openFirst'),
          }}
        />
      ))}
    </Box>
  );
}
