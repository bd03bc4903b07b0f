import Box from '@mui/material/Box';
import type { Ref } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/lib/language';
import type { ResumeDto } from '@club/domain';
import { birthDateText, birthDateValue } from '../model/birthDateText';
import type { FormValues } from '../model/formValues';
import type { FormLayout } from '../model/layout';
import { CountryField } from './CountryField';
import { FormField } from './FormField';
import { GenderField } from './GenderField';
import { column, pair } from './layoutSx';
import { SelectField } from './SelectField';
import { StepHeading } from './StepHeading';

interface MemberStepProps {
  form: UseFormReturn<FormValues>;
  resume: ResumeDto;
  layout: FormLayout;
  language: Language;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * Step 1, the member (docs/product.md#family-form). The browser would fill these from the parent's own profile, so
 * they sit in their own autofill section ("section-member").
 */
export function MemberStep({ form, resume, layout, language, headingRef }: MemberStepProps) {
  const { t } = useTranslation('subscribe');
  return (
    <Box sx={column(2.5)}>
      <StepHeading title={t('member.heading')} intro={t('member.intro')} headingRef={headingRef} />
      <Box sx={pair}>
        <FormField form={form} name="fname" label={t('member.firstName')} required autoComplete="section-member given-name" />
        <FormField form={form} name="lname" label={t('member.lastName')} required autoComplete="section-member family-name" />
      </Box>
      <GenderField
        form={form}
        label={t('member.gender')}
        optionLabel={(gender) => t(gender === 'M' ? 'member.genderM' : 'member.genderF')}
      />
      <Box sx={pair}>
        <FormField
          form={form}
          name="birthDate"
          label={t('member.birthDate')}
          hint={t('member.birthDateHint')}
          required
          placeholder={t('member.birthDatePlaceholder')}
          format={birthDateText}
          parse={birthDateValue}
          inputMode="numeric"
          maxLength={10}
          autoComplete="section-member bday"
        />
        <FormField
          form={form}
          name="birthPlace"
          label={t('member.birthPlace')}
          hint={t('member.birthPlaceHint')}
          required
          autoComplete="off"
        />
      </Box>
      <CountryField
        form={form}
        name="nationality"
        label={t('member.nationality')}
        language={language}
        noOptionsText={t('member.noCountry')}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <SelectField
          form={form}
          name="shirtSizeId"
          label={t('member.shirtSize')}
          placeholder={t('member.choose')}
          options={resume.sizes.shirt}
        />
        <SelectField
          form={form}
          name="shortSizeId"
          label={t('member.shortSize')}
          placeholder={t('member.choose')}
          options={resume.sizes.short}
        />
      </Box>
      {layout.showInstagram && (
        <FormField
          form={form}
          name="instagramHandle"
          label={t('member.instagram')}
          hint={t('member.instagramHint')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      )}
    </Box>
  );
}
