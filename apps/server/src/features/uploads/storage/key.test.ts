import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGroup, buildGuardian, buildMember, buildSubscription } from '../../../test/factories/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { FamilyUploads } from '../family-uploads.js';
import { smallPdf } from '../test-data.js';
import { openFile, sealFile, UnreadableFileError } from './cipher.js';
import { MissingUploadsKeyError, UploadsKey, UPLOADS_KEY_FILE } from './key.js';

const emptyFolder = () => mkdtempSync(join(tmpdir(), 'club-uploads-key-'));

/** The uploads' key (docs/operations.md#keys): made once, for sealing; never made again to open. */
describe('the key of uploaded files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is generated into the data folder, readable by the server alone, the first time a file is sealed', () => {
    const folder = emptyFolder();
    const key = new UploadsKey({ uploadsKey: undefined, dataDir: folder });
    const sealed = sealFile(key, 7, Buffer.from('a certificate'));
    const file = join(folder, UPLOADS_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Another server on the same folder reads the same key.
    expect(openFile(new UploadsKey({ uploadsKey: undefined, dataDir: folder }), 7, sealed).toString()).toBe('a certificate');
  });

  it('is never made up to open a file: a missing key file says so and leaves the folder as it was', () => {
    const sealed = sealFile(new UploadsKey({ uploadsKey: undefined, dataDir: emptyFolder() }), 7, Buffer.from('a certificate'));
    const elsewhere = emptyFolder();
    const key = new UploadsKey({ uploadsKey: undefined, dataDir: elsewhere });
    expect(() => key.existing()).toThrow(MissingUploadsKeyError);
    expect(() => openFile(key, 7, sealed)).toThrow(UnreadableFileError);
    expect(existsSync(join(elsewhere, UPLOADS_KEY_FILE))).toBe(false);
  });

  it('is not replaced when files are stored already: a new upload is refused until the key file is restored', async () => {
    const email = 'key-lost@example.org';
    const member = await buildMember(t.deps.db, { guardianId: await buildGuardian(t.deps.db, { email }) });
    await buildSubscription(t.deps.db, member, { state: 'STARTED', groupId: await buildGroup(t.deps.db) });
    const upload = (dataDir: string) =>
      new FamilyUploads({
        db: t.deps.db,
        dialect: t.deps.dialect,
        clock: t.clock,
        log: t.app.log,
        key: new UploadsKey({ uploadsKey: undefined, dataDir }),
      });
    const caller = { sessionId: 1, emailKey: email };

    const first = upload(emptyFolder());
    await first.store(caller, await first.target(caller, member), 'asmPdf', smallPdf());

    const lost = emptyFolder();
    const second = upload(lost);
    await expect(second.store(caller, await second.target(caller, member), 'asmPdf', smallPdf())).rejects.toThrow(MissingUploadsKeyError);
    expect(existsSync(join(lost, UPLOADS_KEY_FILE))).toBe(false);
  });
});
