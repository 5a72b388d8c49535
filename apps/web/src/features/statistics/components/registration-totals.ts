import { REGISTRATION_NUMERIC_FIELDS, type RegistrationRow } from '@ops/contracts/statistics';

export type RegistrationField = (typeof REGISTRATION_NUMERIC_FIELDS)[number];
export type RegistrationTotals = Record<RegistrationField, number>;

/** The 总计 row (spec 2.2): each numeric column summed over the rows shown. */
export function registrationTotals(rows: readonly RegistrationRow[]): RegistrationTotals {
  const totals: RegistrationTotals = { activateNumber: 0, enrollment: 0, loginNumber: 0, livenessNumber: 0 };
  for (const row of rows) {
    for (const field of REGISTRATION_NUMERIC_FIELDS) totals[field] += row[field];
  }
  return totals;
}
