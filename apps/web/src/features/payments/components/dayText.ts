import dayjs from 'dayjs';
import type { PickerTextCodec } from '@/components/usePickerField';

/** What the form holds while the typed date is unfinished: the domain's date rule refuses it. */
const INVALID_DATE = 'invalid';

/** A day of the date picker held as `YYYY-MM-DD`, as the contracts send it. */
export const DAY_TEXT: PickerTextCodec = {
  toText: (value) => (value === null ? '' : value.isValid() ? value.format('YYYY-MM-DD') : INVALID_DATE),
  fromText: (text) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? dayjs(text) : null),
};
