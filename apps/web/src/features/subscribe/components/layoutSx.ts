/** Flex layouts with `Box` (MUI's Stack would add its own chunk to the public page). */
export const column = (gap: number) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** Side by side from 600 px, one above the other on a phone. */
export const pair = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
