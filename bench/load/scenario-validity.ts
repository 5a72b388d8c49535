/**
 * Whether a list scenario measures pages that exist at this scale (issue 17: at `--scale 0.1` the 下一页 scenario
 * once asked for page 10,001 of a list that has fewer, and an empty or refused page is fast). Before a scenario is
 * measured, each of its first calls is sent once: it must answer 200, and a paged answer must hold rows.
 */
import http from 'node:http';
import type { Call } from './http-load.ts';

/** Calls checked per scenario: every scenario cycles its pages or ids with a period of at most this many. */
export const CALLS_CHECKED = 40;

export interface ScenarioValidity {
  checked: number;
  /** Calls that did not answer 200. */
  refused: number;
  /** Paged answers (`items`) without a row: a page past the end of the list. */
  emptyPages: number;
}

function fetchBody(baseUrl: string, headers: Record<string, string>, call: Call): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${call.path}`, { method: call.method ?? 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

const isEmptyPage = (body: string): boolean => {
  const parsed = JSON.parse(body) as { items?: unknown };
  return Array.isArray(parsed.items) && parsed.items.length === 0;
};

export async function checkScenario(baseUrl: string, headers: Record<string, string>, call: (i: number) => Call): Promise<ScenarioValidity> {
  const validity: ScenarioValidity = { checked: 0, refused: 0, emptyPages: 0 };
  for (let i = 0; i < CALLS_CHECKED; i += 1) {
    const { status, body } = await fetchBody(baseUrl, headers, call(i));
    validity.checked += 1;
    if (status !== 200) validity.refused += 1;
    else if (isEmptyPage(body)) validity.emptyPages += 1;
  }
  return validity;
}

/** Every call answered 200, and every page held rows unless the scenario says why its pages are empty. */
export const isValid = (validity: ScenarioValidity, emptyBecause: string | undefined): boolean =>
  validity.refused === 0 && (validity.emptyPages === 0 || emptyBecause !== undefined);
