import { demoImageSvg } from '../media/media-routes.ts';

/** A fetched image is refused above this size. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_FETCH_TIMEOUT_MS = 5_000;

export class ImageReadError extends Error {}

async function readCapped(response: Response): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > IMAGE_MAX_BYTES) throw new ImageReadError(`图片超过 ${IMAGE_MAX_BYTES / 1024 / 1024} MB`);
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > IMAGE_MAX_BYTES) throw new ImageReadError(`图片超过 ${IMAGE_MAX_BYTES / 1024 / 1024} MB`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The bytes of an image as the app serves it: the demo images of this console (`/media/img/…`) are
 * made in-process; anything else is fetched over http(s) with a timeout and a size cap. Whatever goes
 * wrong is an ImageReadError with a Chinese reason, shown to the operator.
 */
export async function readImage(url: string, timeoutMs = IMAGE_FETCH_TIMEOUT_MS): Promise<Buffer> {
  const demo = demoImageSvg(url);
  if (demo !== null) return Buffer.from(demo);
  if (!/^https?:\/\//i.test(url)) throw new ImageReadError('不是可读取的图片地址');
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ImageReadError(timedOut ? `读取超时（${timeoutMs} ms）` : '无法连接图片地址');
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new ImageReadError(`图片地址返回 HTTP ${response.status}`);
  }
  return readCapped(response);
}
