import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/fetchMock';
import { resumeFixture } from '../testing/resumeFixture';
import { earlyAnswerSettled, prefetchResume, takeEarly, takeEarlyAnswer } from './earlyResume';

afterEach(() => vi.useRealTimers());

describe('the early request for the family’s data', () => {
  it('hands its answer to the first render once, then leaves later fetches to the server', async () => {
    const resume = resumeFixture();
    mockApi({ 'GET /subscription/resume': { body: resume } });
    prefetchResume('token-one');
    expect(takeEarlyAnswer('token-one')).toBeUndefined();
    await earlyAnswerSettled('token-one', 5_000);
    expect(takeEarlyAnswer('token-one')).toEqual(resume);
    // Taken: a refetch after sending must not get the answer from before.
    expect(takeEarlyAnswer('token-one')).toBeUndefined();
    expect(takeEarly('token-one')).toBeUndefined();
  });

  it('does not hold the first render past its limit', async () => {
    vi.useFakeTimers();
    mockApi({ 'GET /subscription/resume': () => new Promise(() => undefined) });
    prefetchResume('token-slow');
    const settled = earlyAnswerSettled('token-slow', 300);
    await vi.advanceTimersByTimeAsync(300);
    await expect(settled).resolves.toBeUndefined();
    expect(takeEarlyAnswer('token-slow')).toBeUndefined();
    expect(takeEarly('token-slow')).toBeInstanceOf(Promise);
  });
});
