import { BRAND } from '@/lib/brand-colors';

/** The product's mark: a rounded square in the primary colour with an upward triangle. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" style={{ flex: 'none' }}>
      <rect width="32" height="32" rx="8" fill={BRAND.primary} />
      <path d="M9 22 16 10l7 12z" fill="#fff" />
    </svg>
  );
}
