import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { clubQueryOptions, clubSectionPath, clubTextsQueryOptions, placesQueryOptions } from '@/features/club';
import { CLUB_SETUP_STEPS, clubSetupState } from './clubSetup';

/**
 * The admin's checklist on the home screen (docs/product.md, "Home"): the club's identity,
 * legal texts and places, each linking to its section of /club. It shows once the three
 * answers are in, and goes away when every step is done. Admins only: it reads admin routes.
 */
export function ClubSetupCard() {
  const { t } = useTranslation('home');
  const club = useQuery(clubQueryOptions());
  const texts = useQuery(clubTextsQueryOptions());
  const places = useQuery(placesQueryOptions());
  if (club.isPending || texts.isPending || places.isPending) return null;

  const done = clubSetupState({ club: club.data, texts: texts.data, places: places.data });
  const doneCount = CLUB_SETUP_STEPS.filter((step) => done[step]).length;
  if (doneCount === CLUB_SETUP_STEPS.length) return null;

  return (
    <Paper component="section" variant="outlined" aria-labelledby="club-setup-title" sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}>
      <Typography id="club-setup-title" variant="h6" component="h2">
        {t('setup.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('setup.intro', { count: doneCount, total: CLUB_SETUP_STEPS.length })}
      </Typography>
      <List aria-labelledby="club-setup-title" sx={{ mx: { xs: -1, sm: 0 } }}>
        {CLUB_SETUP_STEPS.map((step) => (
          <li key={step}>
            <ListItemButton component={Link} to={clubSectionPath(step)} sx={{ borderRadius: 1, minHeight: 48 }}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                {done[step] ? <CheckCircleIcon color="success" /> : <RadioButtonUncheckedIcon color="action" />}
              </ListItemIcon>
              <ListItemText
                primary={t(`setup.steps.${step}.title`)}
                secondary={`${done[step] ? t('setup.done') : t('setup.todo')} · ${t(`setup.steps.${step}.detail`)}`}
              />
              <ChevronRightIcon color="action" />
            </ListItemButton>
          </li>
        ))}
      </List>
    </Paper>
  );
}
