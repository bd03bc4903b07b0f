import { paths } from '@/config/paths';

/** The sections of /club other screens send an admin to, by the `id` of their heading. */
export const CLUB_SECTIONS = {
  identity: 'club-identity',
  texts: 'club-texts',
  places: 'club-places',
  health: 'club-health',
  fees: 'club-fees',
} as const;
export type ClubSection = keyof typeof CLUB_SECTIONS;

/** `/club#club-places`: the club screen, scrolled to that section. */
export const clubSectionPath = (section: ClubSection): string => `${paths.club}#${CLUB_SECTIONS[section]}`;
