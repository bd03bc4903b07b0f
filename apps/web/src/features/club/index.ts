/**
 * What the club feature offers other screens. Other features import from here only,
 * never from the feature's folders (ESLint enforces it).
 */
export { LazyTextVersionDialog as TextVersionDialog } from './components/TextVersionDialogLazy';
export { clubQueryOptions } from './api/getClub';
export { clubTextsQueryOptions } from './api/getClubTexts';
export { placeChoicesOf, usePlaceChoices, type PlaceChoices } from './api/getPlaceChoices';
export { placesQueryOptions } from './api/getPlaces';
export { CLUB_SECTIONS, clubSectionPath, type ClubSection } from './sections';
