import dayjs from 'dayjs';
import type { PickerTextCodec } from '@/components/usePickerField';

/** What the form holds while the typed date is unfinished: the domain's day rule refuses it. */
const INVALID_DAY = 'invalid';

/** A day of the date picker held as `YYYY-MM-DD`, as the planning's contracts send it. */
export const DAY_TEXT: PickerTextCodec = {
  toText: (value) => (value === null ? '' : value.isValid() ? value.format('YYYY-MM-DD') : INVALID_DAY),
  fromText: (text) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? dayjs(text) : null),
};

/** A field of a planning form named by a server or schema path (`target.day` → `day`). */
export const formFieldOf = <F extends string>(path: string, fields: readonly F[]): F | undefined => {
  const last = path.split('.').at(-1);
  return fields.find((field) => field === last);
};
