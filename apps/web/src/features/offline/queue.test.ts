import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { createSheetQueue } from './queue';
import { memoryStore, type PendingSheet, type QueuedSessionBody } from './store';

const sheet = (clientKey: string, login = 'coach', createdAt = '2026-03-02T17:00:00.000Z'): PendingSheet => ({
  clientKey,
  login,
  body: {
    session: {
      groupId: 7,
      subGroupId: 0,
      date: '2026-03-02T17:00:00.000Z',
      clientKey,
      merge: true,
      students: [{ id: 11, isAbsent: false, isLate: false, changedAt: '2026-03-02T17:05:00.000Z' }],
    },
  },
  groupName: 'Benjamins',
  subGroupName: null,
  date: '2026-03-02T17:00:00.000Z',
  createdAt,
  refused: null,
});

const networkDown = () => ApiError.network(new TypeError('Failed to fetch'));

/** A server whose answers the test scripts, one per call; it records every body. */
const scripted = (...answers: (unknown | Error)[]) => {
  const bodies: QueuedSessionBody[] = [];
  const send = async (body: QueuedSessionBody): Promise<unknown> => {
    bodies.push(body);
    // Lets a parallel caller run between the call and its answer.
    await Promise.resolve();
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { bodies, send };
};

const setUp = (server: ReturnType<typeof scripted>, login: string | null = 'coach') => {
  const store = memoryStore();
  const queue = createSheetQueue({ store, send: server.send, currentLogin: () => login });
  return { store, queue };
};

describe('the queue of attendance sheets', () => {
  it('stores a sheet before sending it and removes it once the server answered true', async () => {
    const server = scripted(true);
    const { store, queue } = setUp(server);
    let storedWhenSent = 0;
    const send = server.send;
    const spying = createSheetQueue({
      store,
      currentLogin: () => 'coach',
      send: async (body) => {
        storedWhenSent = (await store.values('pendingSheets')).length;
        return send(body);
      },
    });

    expect(await spying.submit(sheet('key-00001'))).toBe('sent');
    expect(storedWhenSent).toBe(1);
    expect(await store.values('pendingSheets')).toEqual([]);
    expect(server.bodies[0]?.session).toMatchObject({ clientKey: 'key-00001', merge: true });
    expect(queue.getSnapshot().sheets).toEqual([]);
  });

  it('keeps a sheet the network lost and sends it, with the same key, on the next flush', async () => {
    const server = scripted(networkDown(), true);
    const { store, queue } = setUp(server);

    expect(await queue.submit(sheet('key-00001'))).toBe('stored');
    expect(queue.getSnapshot().sheets.map((s) => s.clientKey)).toEqual(['key-00001']);
    expect(queue.getSnapshot().allSentCount).toBe(0);

    await queue.flush();
    expect(await store.values('pendingSheets')).toEqual([]);
    expect(server.bodies.map((body) => body.session.clientKey)).toEqual(['key-00001', 'key-00001']);
    expect(queue.getSnapshot()).toEqual({ sheets: [], allSentCount: 1 });
  });

  it('keeps a sheet answered by anything but true, and by 408, 429 and 5xx', async () => {
    for (const answer of [
      false,
      new ApiError(408, 'UNKNOWN_ERROR', 'timeout'),
      new ApiError(429, 'TOO_MANY_REQUESTS', 'slow'),
      new ApiError(503, 'UNKNOWN_ERROR', 'down'),
    ]) {
      const { store, queue } = setUp(scripted(answer));
      expect(await queue.submit(sheet('key-00001'))).toBe('stored');
      expect(await store.values<PendingSheet>('pendingSheets')).toMatchObject([{ clientKey: 'key-00001', refused: null }]);
    }
  });

  it('stops at the first network failure of a flush: the next sheets wait for the next trigger', async () => {
    const server = scripted(networkDown());
    const { store, queue } = setUp(server);
    await store.put('pendingSheets', 'key-00001', sheet('key-00001', 'coach', '2026-03-02T17:00:00.000Z'));
    await store.put('pendingSheets', 'key-00002', sheet('key-00002', 'coach', '2026-03-02T18:00:00.000Z'));

    await queue.flush();
    expect(server.bodies.map((body) => body.session.clientKey)).toEqual(['key-00001']);
    expect(queue.getSnapshot().sheets).toHaveLength(2);
  });

  it('stops on a 401: the session ended, the sheets stay for the same user', async () => {
    const server = scripted(new ApiError(401, 'LOGOUT', 'The session has ended'));
    const { store, queue } = setUp(server);
    await store.put('pendingSheets', 'key-00001', sheet('key-00001', 'coach', '2026-03-02T17:00:00.000Z'));
    await store.put('pendingSheets', 'key-00002', sheet('key-00002', 'coach', '2026-03-02T18:00:00.000Z'));

    await queue.flush();
    expect(server.bodies).toHaveLength(1);
    expect((await store.values<PendingSheet>('pendingSheets')).map((s) => s.refused)).toEqual([null, null]);
    await expect(queue.submit(sheet('key-00003'))).rejects.toMatchObject({ status: 401 });
    expect(await store.values('pendingSheets')).toHaveLength(3);
  });

  it('keeps a refused sheet with its reason, sends it no more, and removes it when the coach discards it', async () => {
    const refusal = new ApiError(400, 'BAD_REQUEST', 'Invalid', { 'students.0.id': 'SESSION_STUDENT_ERROR' });
    const server = scripted(refusal, true);
    const { store, queue } = setUp(server);

    await expect(queue.submit(sheet('key-00001'))).rejects.toBe(refusal);
    const [kept] = await store.values<PendingSheet>('pendingSheets');
    expect(kept?.refused).toEqual({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Invalid',
      fields: { 'students.0.id': 'SESSION_STUDENT_ERROR' },
    });
    expect(queue.getSnapshot().sheets).toHaveLength(1);

    await queue.flush();
    expect(server.bodies).toHaveLength(1);

    await queue.discard('key-00001');
    expect(await store.values('pendingSheets')).toEqual([]);
    expect(queue.getSnapshot().allSentCount).toBe(0);
  });

  it('sends each sheet once when triggers fire together (online, visible, sync)', async () => {
    const server = scripted(true);
    const { store, queue } = setUp(server);
    await store.put('pendingSheets', 'key-00001', sheet('key-00001', 'coach', '2026-03-02T17:00:00.000Z'));
    await store.put('pendingSheets', 'key-00002', sheet('key-00002', 'coach', '2026-03-02T18:00:00.000Z'));

    await Promise.all([queue.flush(), queue.flush(), queue.flush()]);
    expect(server.bodies.map((body) => body.session.clientKey)).toEqual(['key-00001', 'key-00002']);
    expect(queue.getSnapshot().allSentCount).toBe(1);
  });

  it('sends and shows only the signed-in user’s sheets, and nothing when nobody is signed in', async () => {
    const server = scripted(true);
    const { store, queue } = setUp(server);
    await store.put('pendingSheets', 'key-00001', sheet('key-00001', 'other-coach'));
    await queue.flush();
    expect(server.bodies).toEqual([]);
    expect(queue.getSnapshot().sheets).toEqual([]);

    const anonymous = createSheetQueue({ store, send: server.send, currentLogin: () => null });
    await anonymous.flush();
    expect(server.bodies).toEqual([]);
  });
});
