import { rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildGroup, buildGuardian, buildMember, buildSubscription } from '../src/test/factories/index.js';
import { signInFamily, type SignedInFamily } from '../src/features/family/test-data.js';
import { createDataFolderApp } from '../src/features/privacy/data-folder-app.js';
import { cameraJpeg, smallPdf } from '../src/features/uploads/test-data.js';
import sharp from 'sharp';

/**
 * `npx tsx apps/server/bench/uploads.ts [rounds]`: families uploading a document from the family
 * space at the same time (docs/bench.md#uploads). The app runs in this process over a SQLite data
 * folder, as `npm start` does, and answers real HTTP: each round, 10 families each send a 5 MB
 * phone photo (sniffed, turned upright, stripped, re-encoded, encrypted, stored) at once; then the
 * same with a 5 MB PDF, which is only sniffed, encrypted and stored. Prints the latencies.
 */
const FAMILIES = 10;
const rounds = Number(process.argv[2] ?? 10);
const out = (line: string) => process.stdout.write(`${line}\n`);
/** Nearest-rank percentile of the latencies, in ms. */
const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-uploads-'));
const t = await createDataFolderApp(dataDir, { LOG_LEVEL: 'warn' }, { write: () => undefined });
try {
  const group = await buildGroup(t.deps.db);
  const families: { family: SignedInFamily; member: number }[] = [];
  for (let i = 0; i < FAMILIES; i += 1) {
    const email = `bench.upload${i}@example.org`;
    const member = await buildMember(t.deps.db, { guardianId: await buildGuardian(t.deps.db, { email }), groupId: group });
    await buildSubscription(t.deps.db, member, { state: 'STARTED', groupId: group });
    families.push({ family: await signInFamily(t, email), member });
  }
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  // 2800×3750 with noise: about 5 MB, what a 10-megapixel phone photo weighs.
  const photo = await cameraJpeg(2800, 3750);
  const pdf = Buffer.concat([smallPdf(), Buffer.alloc(photo.length - smallPdf().length, 0x20)]);

  const uploadOnce = async (who: (typeof families)[number], file: Buffer, type: string): Promise<number> => {
    const form = new FormData();
    form.append('kind', 'medicalCertificate');
    form.append('file', new Blob([file], { type }), type === 'application/pdf' ? 'scan.pdf' : 'photo.jpg');
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/family/members/${who.member}/documents`, {
      method: 'POST',
      headers: who.family.headers,
      body: form,
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`upload answered ${response.status}`);
    return performance.now() - started;
  };

  const measure = async (label: string, file: Buffer, type: string) => {
    // One round to warm up (sharp's first image loads its libraries), not counted.
    await Promise.all(families.map((who) => uploadOnce(who, file, type)));
    const latencies: number[] = [];
    const startedAt = performance.now();
    for (let round = 0; round < rounds; round += 1) {
      latencies.push(...(await Promise.all(families.map((who) => uploadOnce(who, file, type)))));
    }
    const seconds = (performance.now() - startedAt) / 1000;
    const ms = (p: number) => `${Math.round(percentile(latencies, p))} ms`;
    out(
      `${label} (${(file.length / 1e6).toFixed(2)} MB) × ${FAMILIES} families at once, ${latencies.length} uploads: ` +
        `p50 ${ms(50)}, p95 ${ms(95)}, p99 ${ms(99)}, max ${Math.round(Math.max(...latencies))} ms; ${(latencies.length / seconds).toFixed(1)} uploads/s`,
    );
  };

  await measure('Phone photo (JPEG)', photo, 'image/jpeg');
  await measure('PDF', pdf, 'application/pdf');
  const stored = await t.deps.db.selectFrom('uploads').select('id').where('content_type', '=', 'image/jpeg').executeTakeFirstOrThrow();
  const file = await t.call({ method: 'GET', url: `/api/family/documents/${stored.id}/file`, headers: families[0]!.family.headers });
  const { width, height } = await sharp(file.rawPayload).metadata();
  out(`The ${photo.length}-byte photo (2800×3750, EXIF orientation 6) is stored as ${file.rawPayload.length} bytes (${width}×${height}).`);
} finally {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
}
