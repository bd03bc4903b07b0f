import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '@/components/form/FormTextField';
import { handedFamilyEmail } from '@/components/public/familyEmail';
import { useErrorText } from '@/i18n/messages';
import { applyServerFieldErrors } from '@/lib/formErrors';
import { isLanguage } from '@/lib/language';
import { useRequestSignInLink } from '../api/requestSignInLink';
import { signInResolver, type SignInValues } from './signInResolver';

const column = { display: 'flex', flexDirection: 'column', gap: 2.5 } as const;

/**
 * Asks for a sign-in link. The answer is the same whether the club knows the address or not, so
 * the page only ever says "if it is known, a link is on its way".
 */
export function SignInForm({ notice }: { notice?: ReactNode }) {
  const { t, i18n } = useTranslation('family');
  const errorText = useErrorText();
  const request = useRequestSignInLink();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sentAgain, setSentAgain] = useState(false);
  // The address the family came with from its subscription link, if any (components/public/familyEmail.ts).
  const form = useForm<SignInValues>({ resolver: signInResolver, defaultValues: { email: handedFamilyEmail() }, shouldFocusError: false });

  const send = (email: string, again: boolean) =>
    request.mutate(
      { email, language: isLanguage(i18n.language) ? i18n.language : 'fr' },
      {
        onSuccess: () => {
          setSentTo(email);
          setSentAgain(again);
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, form.setError, { email: 'email' })) setSentTo(null);
        },
      },
    );
  const submit = form.handleSubmit(({ email }) => send(email, false));
  const failure = request.isError && Object.keys(form.formState.errors).length === 0 ? errorText(request.error) : null;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
      <Box sx={column}>
        {notice}
        <Typography variant="h6" component="h2">
          {t('signIn.title')}
        </Typography>
        {failure !== null && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        {sentTo === null ? (
          <Box component="form" noValidate onSubmit={submit} aria-label={t('signIn.title')} sx={column}>
            <Typography color="text.secondary">{t('signIn.intro')}</Typography>
            <FormTextField
              form={form}
              name="email"
              type="email"
              label={t('signIn.email')}
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              required
              requiredMark={false}
              fullWidth
            />
            <Button type="submit" variant="contained" size="large" loading={request.isPending}>
              {t('signIn.submit')}
            </Button>
          </Box>
        ) : (
          <>
            <Alert severity="success" role="status">
              {sentAgain ? `${t('signIn.sentAgain')} ` : ''}
              {t('signIn.sent')}
            </Alert>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{t('signIn.sentTo', { email: sentTo })}</Typography>
            <Typography color="text.secondary">{t('signIn.notReceived')}</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              <Button variant="contained" loading={request.isPending} onClick={() => send(sentTo, true)}>
                {t('signIn.sendAgain')}
              </Button>
              <Button
                onClick={() => {
                  request.reset();
                  setSentTo(null);
                }}
              >
                {t('signIn.otherAddress')}
              </Button>
            </Box>
          </>
        )}
      </Box>
    </Paper>
  );
}
