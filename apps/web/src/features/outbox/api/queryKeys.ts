import type { OutboxState } from '@club/domain';

/** Query keys of the outbox feature; a retry invalidates from the top of this tree. */
export const outboxKeys = {
  all: ['outbox'] as const,
  list: (state: OutboxState | null, page: number, pageSize: number) => [...outboxKeys.all, 'list', { state, page, pageSize }] as const,
};
