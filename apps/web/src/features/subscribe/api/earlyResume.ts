import { exchange } from '@/lib/api/transport';
import type { ResumeDto } from '@club/domain';

/** The token is the family's only credential: a plain exchange, no staff session, no refresh. */
export const getResume = (token: string, signal?: AbortSignal): Promise<ResumeDto> =>
  exchange<ResumeDto>(`/subscription/resume?token=${encodeURIComponent(token)}`, { signal });

interface Early {
  answer: Promise<ResumeDto>;
  /** Set once the answer has come. */
  value?: ResumeDto;
}

/**
 * Asked for as the page starts, while its code downloads and runs, then handed to the first
 * query. Kept apart from the query's module so that asking needs none of the libraries.
 */
const early = new Map<string, Early>();

export const prefetchResume = (token: string): void => {
  if (early.has(token)) return;
  const entry: Early = { answer: getResume(token) };
  entry.answer.then(
    (value) => (entry.value = value),
    // Whoever takes it handles a failure; until then it is not an unhandled rejection.
    () => undefined,
  );
  early.set(token, entry);
};

/**
 * Resolves once the early request has an answer (or failed), or after `maxMs`, whichever is
 * first: the page renders the form at once when the data is already on its way.
 */
export const earlyAnswerSettled = async (token: string, maxMs: number): Promise<void> => {
  const entry = early.get(token);
  if (entry === undefined) return;
  await Promise.race([entry.answer.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, maxMs))]);
};

/** The early answer if it has come, once: the page can open on the form at once. */
export const takeEarlyAnswer = (token: string): ResumeDto | undefined => {
  const value = early.get(token)?.value;
  if (value !== undefined) early.delete(token);
  return value;
};

/** The early request, once: a later fetch (a retry, after sending) asks the server again. */
export const takeEarly = (token: string): Promise<ResumeDto> | undefined => {
  const entry = early.get(token);
  early.delete(token);
  return entry?.answer;
};
