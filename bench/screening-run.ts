import type { Database } from '../apps/server/src/db/client.ts';
import { log, timed } from './bench-database.ts';
import { freshIdStarts, idSequence } from './load/intake-items.ts';
import type { Samples } from './load/scenarios.ts';
import { type BacklogDrain, drainBacklog } from './screening/backlog-drain.ts';
import { fillImageBlocklist } from './screening/image-blocklist-fill.ts';
import { type IntakeToVerdict, runIntakeToVerdict } from './screening/intake-to-verdict.ts';
import { type LexiconImport, importLexicon, removeEarlierBenchRules } from './screening/lexicon-import.ts';
import { type LexiconPropagation, runLexiconPropagation } from './screening/lexicon-propagation.ts';
import { benchLexicon } from './screening/lexicon-words.ts';
import { waitForQuietMachine } from './screening/machine-quiet.ts';
import { measureScreeningMemory, type ScreeningMemory } from './screening/memory.ts';
import { measurePerCoreSpeed, type PerCoreSpeed } from './screening/per-core-speed.ts';
import { measureRulesRebuild, type RulesRebuild } from './screening/rules-rebuild.ts';
import { logIn, type RunningServer, startServer } from './server-process.ts';

/** Issue 13's figures (bench/report-screening.ts). */
export interface ScreeningResults {
  backlog: BacklogDrain;
  lexicon: LexiconImport;
  /** Images in the blocklist after the fill. */
  blocklistedImages: number;
  rebuild: RulesRebuild;
  perCore: PerCoreSpeed;
  intakeToVerdict: IntakeToVerdict;
  propagation: LexiconPropagation;
  memory: ScreeningMemory;
  /** Every budget met. */
  pass: boolean;
}

export interface ScreeningContext {
  /** The benchmark database, and the bench's own connection to it. */
  url: string;
  db: Database;
  /** What every server of the benchmark gets (database, operator password, ingestion token, roll-up period). */
  serverEnv: Record<string, string>;
  adminPassword: string;
  token: string;
  /** Server A listens here, server B on the next port. */
  port: number;
  samples: Samples;
  /** How long the 5,000 posts/s intake runs. */
  intakeMs: number;
}

/**
 * A server with the machine review on and no WEBHOOK_URL: at 5,000 verdicts a second the app reads
 * them from the pull feed (`GET /ingest/decisions`), which is what the bench measures; the webhook
 * dispatcher's own budget is issue 12's (decision-delivery.ts). Its connections are named (PGAPPNAME)
 * so that the propagation runs can tell which server screened a post.
 */
function startScreeningServer(c: ScreeningContext, name: string, port: number): Promise<RunningServer> {
  return startServer({ ...c.serverEnv, SCREENING_WORKER: 'on', PGAPPNAME: name }, port);
}

/**
 * Issue 13 (machine review), after the earlier phases' server has stopped: server A drains the items
 * the intake runs left in state 1; then 20,000 words through the import API and 50,000 blocklisted
 * images; the rebuild and per-core speed in this process; intake at 5,000 posts/s to verdicts read
 * from the feed; a lexicon change reaching A and a second server B; the memory of worker and matchers.
 */
export async function runScreening(c: ScreeningContext): Promise<ScreeningResults> {
  const parts = benchLexicon();
  const words = parts.flatMap((part) => part.words);
  await removeEarlierBenchRules(c.db, parts);
  const serverA = await startScreeningServer(c, 'bench-a', c.port);
  try {
    const cookie = await logIn(serverA.baseUrl, 'admin', c.adminPassword);
    const backlog = await timed('backlog screened', () => drainBacklog(c.db));
    log(`backlog: ${backlog.items.toLocaleString('en')} items in ${backlog.seconds} s (${backlog.itemsPerSecond}/s), ${backlog.remaining} left`);
    const lexicon = await timed('lexicon import', () => importLexicon(serverA.baseUrl, cookie, c.db, parts));
    const blocklistedImages = await timed('image blocklist', () => fillImageBlocklist(c.db));
    // Server A rebuilds its own rules after the import and the fill, and may still finish the backlog's last batches.
    await waitForQuietMachine();
    const { rebuild, rules } = await measureRulesRebuild(c.db);
    const perCore = measurePerCoreSpeed(rules, words);
    const starts = await freshIdStarts(c.db);
    const postIds = idSequence(starts.post);
    const authorIds = [...new Set([...c.samples.userIds, ...c.samples.activeUserIds])];
    const intakeToVerdict = await timed('intake → verdict', () =>
      runIntakeToVerdict({ baseUrl: serverA.baseUrl, token: c.token, db: c.db, authorIds, postIds, words, durationMs: c.intakeMs }),
    );
    const serverB = await startScreeningServer(c, 'bench-b', c.port + 1);
    let propagation: LexiconPropagation;
    try {
      propagation = await timed('lexicon propagation', () =>
        runLexiconPropagation({
          servers: [
            { name: 'bench-a', baseUrl: serverA.baseUrl },
            { name: 'bench-b', baseUrl: serverB.baseUrl },
          ],
          cookie,
          token: c.token,
          db: c.db,
          authorIds,
          postIds,
          rules,
        }),
      );
    } finally {
      await serverB.stop();
    }
    const memory = await measureScreeningMemory(c.url, () => serverA.maxRssMb());
    const pass = rebuild.pass && perCore.pass && intakeToVerdict.pass && propagation.pass && memory.pass;
    return { backlog, lexicon, blocklistedImages, rebuild, perCore, intakeToVerdict, propagation, memory, pass };
  } finally {
    await serverA.stop();
  }
}
