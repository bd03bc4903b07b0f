import type { ClubTextSummary } from '@club/domain/club';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { clubKeys } from './queryKeys';

/** GET /club/texts: each legal text's version, when and by whom it was published, or that it is still the shipped draft. */
export const getClubTexts = (signal?: AbortSignal): Promise<ClubTextSummary[]> => api.get<ClubTextSummary[]>('/club/texts', { signal });

export const clubTextsQueryOptions = () => queryOptions({ queryKey: clubKeys.texts(), queryFn: ({ signal }) => getClubTexts(signal) });

export const useClubTexts = () => useQuery(clubTextsQueryOptions());
