import { TOTP as TOTP_PARAMS } from '@ops/contracts/two-factor';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

/** A new random TOTP secret (160 bits, RFC 4226's recommendation), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_PARAMS.issuer,
    label,
    algorithm: TOTP_PARAMS.algorithm,
    digits: TOTP_PARAMS.digits,
    period: TOTP_PARAMS.periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

export function otpauthUrlOf(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

export function qrSvgOf(text: string): string {
  return renderSVG(text, { ecc: 'M', pixelSize: 6, border: 2 });
}

/** The time step of this code (30-second counter) if it is valid within ±1 step of `now`, else null. */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: TOTP_PARAMS.window });
  if (delta === null) return null;
  return Math.floor(now / 1000 / TOTP_PARAMS.periodSeconds) + delta;
}

/** The code of a secret at a moment (tests, benchmarks and the demo use it as an authenticator app would). */
export function codeAt(secret: string, timestamp = Date.now()): string {
  return totpOf(secret).generate({ timestamp });
}
