import type { Place } from '@club/domain/club';
import { useQuery } from '@tanstack/react-query';
import { placesQueryOptions } from './getPlaces';

/** The club's places as a location field offers them (docs/product.md, "The club's settings"). */
export interface PlaceChoices {
  /** The places' names in the club's order. */
  names: string[];
  /** The default place's name, what a new test or time slot starts with; null without places. */
  defaultName: string | null;
}

export const placeChoicesOf = (places: readonly Place[]): PlaceChoices => {
  const ordered = [...places].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  return { names: ordered.map((place) => place.name), defaultName: ordered.find((place) => place.isDefault)?.name ?? null };
};

/** GET /club/places (any staff member), read as choices: the same cache entry as the club screen's list. */
export const usePlaceChoices = () => useQuery({ ...placesQueryOptions(), select: placeChoicesOf });
