import { createHmac, timingSafeEqual } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Executor } from '../../db/client.ts';
import { auditKey } from './audit-key.ts';
import { sealedHead } from './log-seals.repository.ts';

/**
 * Issue 18: a signed note of the log's sealed head, kept outside the database (a file, one JSON line per
 * checkpoint). `audit:verify` checks each: a log cut back or rewritten behind it no longer holds the seal it names.
 */
export interface Checkpoint {
  seq: number;
  mac: string;
  at: string;
  sig: string;
}

function signatureOf(seq: number, mac: string, at: string): string {
  return createHmac('sha256', auditKey()).update(`checkpoint:${seq}:${mac}:${at}`).digest('hex');
}

export function checkpointSignatureValid(checkpoint: Checkpoint): boolean {
  const expected = Buffer.from(signatureOf(checkpoint.seq, checkpoint.mac, checkpoint.at), 'hex');
  const given = Buffer.from(checkpoint.sig, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The checkpoints of a file, oldest first; a line that is not a checkpoint reads as one whose signature fails. */
export function readCheckpoints(file: string): Checkpoint[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        const value = JSON.parse(line) as Partial<Checkpoint>;
        return { seq: Number(value.seq), mac: String(value.mac), at: String(value.at), sig: String(value.sig) };
      } catch {
        return { seq: 0, mac: '', at: '', sig: '' };
      }
    });
}

/**
 * Appends a checkpoint of the sealed head when it moved since `previousSeq`; answers the head's position
 * (or `previousSeq` when nothing was written).
 */
export async function writeCheckpoint(db: Executor, file: string, previousSeq: number, now = new Date()): Promise<number> {
  const head = await sealedHead(db);
  if (!head || head.chainSeq === previousSeq) return previousSeq;
  const at = now.toISOString();
  const line: Checkpoint = { seq: head.chainSeq, mac: head.mac, at, sig: signatureOf(head.chainSeq, head.mac, at) };
  mkdirSync(path.dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(line)}\n`, { mode: 0o600 });
  return head.chainSeq;
}
