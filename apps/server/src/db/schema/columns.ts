import { timestamp } from 'drizzle-orm/pg-core';

/** `timestamptz` read as a JS Date. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
