import type { FormPrivacy } from '@club/domain/club';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/lib/language';
import {
  AcceptanceField,
  column,
  CountryField,
  FormField,
  genericDocumentUrl,
  PrivacyNotice,
  StepHeading,
  type FormValues,
} from '@/features/subscribe';
import type { OpenableDocument } from './model';

/** Per document, the names of the children whose form asks to accept it (none: not shown). */
export type AcceptedFor = Record<OpenableDocument, readonly string[]>;

interface FamilyAddressStepProps {
  form: UseFormReturn<FormValues>;
  acceptedFor: AcceptedFor;
  /** The names joined for a sentence, in the page's language. */
  listOf: (names: readonly string[]) => string;
  privacy: FormPrivacy;
  language: Language;
  opened: ReadonlySet<OpenableDocument>;
  onOpen: (document: OpenableDocument) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

const ACCEPTANCES = [
  { document: 'rules', name: 'rulesAccepted', link: 'subscribe:address.rulesDocument', label: 'rulesAccept' },
  { document: 'codeOfConduct', name: 'codeOfConductAccepted', link: 'subscribe:address.codeDocument', label: 'codeAccept' },
  {
    document: 'guardianCodeOfConduct',
    name: 'guardianCodeOfConductAccepted',
    link: 'subscribe:address.guardianCodeDocument',
    label: 'guardianCodeAccept',
  },
] as const;

/**
 * The address and what must be accepted, once for every child (docs/product.md#family-forms): the
 * privacy notice always; the rules and codes of conduct when at least one child's form asks them,
 * accepted for each child that needs them, after opening the document as on the link's page.
 */
export function FamilyAddressStep({ form, acceptedFor, listOf, privacy, language, opened, onOpen, headingRef }: FamilyAddressStepProps) {
  const { t } = useTranslation(['family', 'subscribe']);
  return (
    <Box sx={column(2.5)}>
      <StepHeading title={t('subscribe:address.heading')} intro={t('forms.addressIntro')} headingRef={headingRef} />
      <FormField
        form={form}
        name="address"
        label={t('subscribe:address.address')}
        required
        hint={t('subscribe:address.addressHint')}
        autoComplete="address-line1"
      />
      <FormField
        form={form}
        name="addressComp"
        label={t('subscribe:address.complement')}
        hint={t('subscribe:address.complementHint')}
        autoComplete="address-line2"
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' }}>
        <FormField
          form={form}
          name="zipCode"
          label={t('subscribe:address.zipCode')}
          required
          hint={t('subscribe:address.zipCodeHint')}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
        />
        <FormField form={form} name="city" label={t('subscribe:address.city')} required autoComplete="address-level2" />
      </Box>
      <CountryField
        form={form}
        name="country"
        label={t('subscribe:address.country')}
        language={language}
        noOptionsText={t('subscribe:member.noCountry')}
        autoComplete="country-name"
      />

      <Typography variant="h6" component="h3" sx={{ pt: 1 }}>
        {t('subscribe:address.acceptHeading')}
      </Typography>
      <PrivacyNotice
        notice={privacy.texts[language]}
        id="privacy-notice"
        versionLabel={t('subscribe:address.privacyVersion', { version: privacy.version })}
      />
      <AcceptanceField form={form} name="privacyAccepted" label={t('subscribe:address.privacyAccept')} />
      {ACCEPTANCES.filter((item) => acceptedFor[item.document].length > 0).map((item) => (
        <AcceptanceField
          key={item.name}
          form={form}
          name={item.name}
          label={t(`forms.${item.label}`, { names: listOf(acceptedFor[item.document]) })}
          document={{
            href: genericDocumentUrl(item.document, language),
            label: t(item.link),
            opened: opened.has(item.document),
            onOpen: () => onOpen(item.document),
            openFirst: t('subscribe:address.openFirst'),
          }}
        />
      ))}
    </Box>
  );
}
