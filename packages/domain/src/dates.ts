import dayjs from 'dayjs';

/** Display formats (docs/product.md#languages-and-formats). */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const TIME_FORMAT = 'HH:mm';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;

export const formatDate = (value: string | Date | number): string => dayjs(value).format(DATE_FORMAT);
export const formatTime = (value: string | Date | number): string => dayjs(value).format(TIME_FORMAT);
export const formatDateTime = (value: string | Date | number): string => dayjs(value).format(DATE_TIME_FORMAT);

/** Age in whole years on a given day. */
export const ageOn = (birthDate: string, on: Date = new Date()): number => {
  const birth = dayjs(birthDate);
  return dayjs(on).diff(birth, 'year');
};

export const MINOR_BELOW_AGE = 18;
export const INSTAGRAM_ABOVE_AGE = 13;
export const isMinor = (birthDate: string, on?: Date): boolean => ageOn(birthDate, on) < MINOR_BELOW_AGE;
