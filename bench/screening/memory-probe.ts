/**
 * `node --expose-gc --import tsx bench/screening/memory-probe.ts <database url>`: what the machine
 * review adds to a process's memory, measured in a process of its own (a server's RSS mixes it with
 * everything else). Prints one JSON line (MemoryProbeResult).
 */
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { screenItem } from '../../apps/server/src/modules/screening/item-screener.ts';
import { readLexicon } from '../../apps/server/src/modules/screening/screening-rules.repository.ts';
import { loadScreeningRules } from '../../apps/server/src/modules/screening/screening-rules.ts';
import { seededRandom } from './lexicon-words.ts';
import { screeningText } from './screening-texts.ts';

const TEXTS_SCREENED = 20_000;
const IMAGE_LOOKUPS = 2_000;

export interface MemoryProbeResult {
  words: number;
  images: number;
  baselineRssMb: number;
  rssMb: number;
  deltaRssMb: number;
  deltaHeapUsedMb: number;
}

const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

function settle(): NodeJS.MemoryUsage {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('run with --expose-gc');
  for (let i = 0; i < 3; i += 1) gc();
  return process.memoryUsage();
}

async function main(): Promise<void> {
  const url = process.argv[2];
  if (!url) throw new Error('usage: memory-probe.ts <database url>');
  const handle = openPostgres(url, 1);
  try {
    // Input first, before the baseline: the posts' texts are what a worker reads, not what it keeps.
    const words = (await readLexicon(handle.db)).map((entry) => entry.word);
    const texts = Array.from({ length: TEXTS_SCREENED }, (_, i) => screeningText(4_000_000_000 + i, words));
    const random = seededRandom(7);
    const hashes = Array.from({ length: IMAGE_LOOKUPS }, () => BigInt.asIntN(64, (BigInt(Math.floor(random() * 2 ** 32)) << 32n) | BigInt(Math.floor(random() * 2 ** 32))));
    const baseline = settle();
    const rules = await loadScreeningRules(handle.db);
    const none = new Map();
    let reasons = 0;
    for (const text of texts) reasons += screenItem({ text, images: [] }, rules, none, Date.now()).reasons.length;
    for (const hash of hashes) if (rules.images.closest(hash)) reasons += 1;
    const after = settle();
    const result: MemoryProbeResult = {
      words: rules.lexicon.size,
      images: rules.images.size,
      baselineRssMb: mb(baseline.rss),
      rssMb: mb(after.rss),
      deltaRssMb: mb(after.rss - baseline.rss),
      deltaHeapUsedMb: mb(after.heapUsed - baseline.heapUsed),
    };
    // `reasons` keeps the screening from being optimised away; the rules stay referenced until measured.
    console.log(JSON.stringify({ ...result, reasons, kept: rules.version }));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
