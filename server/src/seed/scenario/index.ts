import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { activities } from '../../db/schema/index.js';
import type { FileStore } from '../../platform/file-store/types.js';
import { insertFile } from '../../modules/files/repository.js';
import { importScenario } from '../../modules/scenario/importer.js';
import { PROVINCE_SHARD_ID } from '../org.js';
import { DEMO_SCENARIO } from './demo-scenario.js';

/** The build copies no media, so they are read from the sources in `src` and `dist` runs alike. */
const MEDIA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src/seed/scenario/media');
const ACTIVITY_ADMIN_ID = 12;
const MIME = { png: 'image/png', mp3: 'audio/mpeg' } as const;

/**
 * Puts one media file into the file store under a fixed public name, so every reseed reuses
 * the same bytes, and records it as the file service's uploads are recorded.
 */
async function storeMedia(tx: Executor, files: FileStore, localName: string, now: Date): Promise<string> {
  const content = await readFile(path.join(MEDIA_DIR, localName));
  const ext = localName.endsWith('.mp3') ? 'mp3' : 'png';
  const fileName = `seed/scenario-${localName}`;
  await files.put(fileName, Readable.from(content));
  await insertFile(tx, {
    fileName,
    originalName: localName,
    mime: MIME[ext],
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
    ownerUserId: ACTIVITY_ADMIN_ID,
    provinceShardId: PROVINCE_SHARD_ID,
    visibility: 'public',
    setName: 'scenario-media',
    createdAt: now,
  });
  return fileName;
}

/**
 * The demo scenario: its drawings and narration go into the file service, and its definition
 * into the demo's scenario activity through the same importer activity admins use.
 */
export async function seedScenarioDemo(tx: Executor, files: FileStore, now: Date = new Date()): Promise<void> {
  const [shell] = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.kind, 'scenario'))
    .orderBy(asc(activities.id))
    .limit(1);
  if (!shell) return;
  const scenes = [];
  for (const scene of DEMO_SCENARIO.scenes) {
    const image = scene.image ? await storeMedia(tx, files, scene.image, now) : undefined;
    const audio = scene.audio ? await storeMedia(tx, files, scene.audio, now) : undefined;
    scenes.push({ ...scene, ...(image ? { image } : {}), ...(audio ? { audio } : {}) });
  }
  await importScenario(
    tx,
    { ...DEMO_SCENARIO, activityId: shell.id, scenes },
    { actorUserId: null, actingAsUserId: null, ip: null },
    now,
  );
}
