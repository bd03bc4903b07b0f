import { isRecord } from '@/lib/isRecord';

/**
 * What the pre-step hands to the new-session sheet in navigation state: the whole group gives
 * subGroupId 0, a sub-group its id and name (docs/product.md#screen-sessions).
 */
export interface SessionTargetState {
  subGroupId: number;
  subGroupName: string | null;
}

export const WHOLE_GROUP = 0;

/** Reads the state back; anything else (a typed URL, a reload without state) is the whole group. */
export const sessionTargetOf = (state: unknown): SessionTargetState => {
  if (!isRecord(state)) return { subGroupId: WHOLE_GROUP, subGroupName: null };
  const { subGroupId, subGroupName } = state;
  if (typeof subGroupId !== 'number' || !Number.isInteger(subGroupId) || subGroupId <= 0) {
    return { subGroupId: WHOLE_GROUP, subGroupName: null };
  }
  return { subGroupId, subGroupName: typeof subGroupName === 'string' ? subGroupName : null };
};
