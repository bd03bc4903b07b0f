import { publishClubTextSchema, type ClubText, type PublishClubText, type PublishClubTextInput } from '@club/domain/club';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch, type Control, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/confirm';
import { useToast } from '@/components/toast';
import { useErrorText } from '@/i18n/messages';
import { applyServerFieldErrors } from '@/lib/formErrors';
import { LANGUAGES, type Language } from '@/lib/language';
import { usePublishClubText } from '../api/publishClubText';
import { ClubTextField } from './ClubTextField';
import { TextLanguageTabs, textLanguagePanel } from './TextLanguageTabs';
import { TextPreview } from './TextPreview';

const resolver = zodResolver(publishClubTextSchema) as unknown as Resolver<PublishClubTextInput, unknown, PublishClubText>;
const SERVER_FIELDS = { fr: 'fr', en: 'en' } as const;

/** The first language whose field holds an error, to show its tab. */
const firstWithError = (errors: FieldErrors<PublishClubTextInput>): Language | undefined =>
  LANGUAGES.find((language) => errors[language] !== undefined);

/** One language's preview, following its field alone: typing re-renders the preview, not the whole form. */
function LivePreview({
  control,
  language,
  label,
}: {
  control: Control<PublishClubTextInput, unknown, PublishClubText>;
  language: Language;
  label: string;
}) {
  const source = useWatch({ control, name: language });
  return <TextPreview source={source} label={label} />;
}

interface TextEditorFormProps {
  text: ClubText;
  /** The text's name in the screen's language. */
  name: string;
  onPhone: boolean;
  onUnsavedChange: (unsaved: boolean) => void;
  onCancel: () => void;
  onPublished: () => void;
}

/**
 * Both sources of a text, a tab each, with the preview beside the field (or a switch between
 * the two on a phone); publishing, after a confirmation, makes them the next version.
 */
export function TextEditorForm({ text, name, onPhone, onUnsavedChange, onCancel, onPublished }: TextEditorFormProps) {
  const { t } = useTranslation(['club', 'common']);
  const toast = useToast();
  const confirm = useConfirm();
  const errorText = useErrorText();
  const publish = usePublishClubText();
  const idPrefix = useId();
  const [language, setLanguage] = useState<Language>('fr');
  const [view, setView] = useState<'source' | 'preview'>('source');
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<PublishClubTextInput, unknown, PublishClubText>({
    resolver,
    defaultValues: { fr: text.fr, en: text.en },
    shouldFocusError: false,
  });
  const { isDirty, isSubmitting, errors } = form.formState;
  const nextVersion = (text.version ?? 0) + 1;
  // Publishing the same words again is allowed: it asks families to accept the text anew (docs/product.md, "Legal texts").
  const unchanged = !isDirty && !text.draft;

  useEffect(() => onUnsavedChange(isDirty), [isDirty, onUnsavedChange]);

  const showFirstError = (fieldErrors: FieldErrors<PublishClubTextInput>) => {
    const first = firstWithError(fieldErrors);
    if (first === undefined) return;
    setLanguage(first);
    setView('source');
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const confirmed = await confirm({
      title: t('club:texts.editor.confirmTitle', { version: nextVersion }),
      message: t('club:texts.editor.confirmMessage', { version: nextVersion, name }),
      confirmLabel: t('club:texts.editor.confirmLabel'),
    });
    if (!confirmed) return;
    try {
      const published = await publish.mutateAsync({ key: text.key, sources: values });
      toast.success(t('club:texts.editor.published', { version: published.version ?? nextVersion, name }));
      onPublished();
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, SERVER_FIELDS)) showFirstError(form.formState.errors);
      else setFailure(error);
    }
  }, showFirstError);

  const languageName = (of: Language) => t(`club:texts.inLanguage.${of}`);

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={name}
      sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}
    >
      <DialogContent sx={{ pt: 0 }}>
        {text.draft && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('club:texts.editor.draftNote')}
          </Alert>
        )}
        <TextLanguageTabs
          value={language}
          onChange={setLanguage}
          idPrefix={idPrefix}
          label={t('club:texts.reader.languages')}
          errors={{ fr: errors.fr !== undefined, en: errors.en !== undefined }}
        />
        {onPhone && (
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            value={view}
            onChange={(_event, next: 'source' | 'preview' | null) => next !== null && setView(next)}
            aria-label={t('club:texts.editor.view')}
            sx={{ mt: 2 }}
          >
            <ToggleButton value="source">{t('club:texts.editor.showSource')}</ToggleButton>
            <ToggleButton value="preview">{t('club:texts.editor.showPreview')}</ToggleButton>
          </ToggleButtonGroup>
        )}
        {LANGUAGES.map((of) => (
          <Box
            key={of}
            {...textLanguagePanel(idPrefix, of, language)}
            sx={{
              pt: 2,
              display: of === language ? 'grid' : 'none',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
            }}
          >
            <Box hidden={onPhone && view !== 'source'}>
              <ClubTextField
                form={form}
                name={of}
                label={t('club:texts.editor.source', { language: languageName(of) })}
                helperText={t('club:texts.editor.sourceHelp')}
                multiline
                minRows={onPhone ? 12 : 18}
                maxRows={onPhone ? undefined : 28}
                required
                requiredMark={false}
                slotProps={{ htmlInput: { spellCheck: true, lang: of } }}
                sx={{ '& textarea': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.875rem' } }}
              />
            </Box>
            <Box
              hidden={onPhone && view !== 'preview'}
              lang={of}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, maxHeight: { md: '65vh' }, overflow: 'auto' }}
            >
              <Typography variant="overline" color="text.secondary" component="p" sx={{ mb: 1 }}>
                {t('club:texts.editor.preview')}
              </Typography>
              <LivePreview control={form.control} language={of} label={t('club:texts.editor.previewIn', { language: languageName(of) })} />
            </Box>
          </Box>
        ))}
        {failure !== null && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorText(failure)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {unchanged && (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
            {t('club:texts.editor.unchanged', { version: text.version })}
          </Typography>
        )}
        <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          {t('club:texts.editor.publish', { version: nextVersion })}
        </Button>
      </DialogActions>
    </Box>
  );
}
