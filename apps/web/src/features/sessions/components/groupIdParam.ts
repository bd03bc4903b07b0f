/** A route's `:id` as a record id, or null when it is not one. */
export const recordIdOf = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
};
