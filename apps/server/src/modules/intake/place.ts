import { places } from '../regions/region-tree.ts';

/** City label → its province, for the labels that name exactly one city of the region tree. */
const provinceOfCity = new Map<string, string | null>();
for (const place of places) {
  const known = provinceOfCity.get(place.city);
  provinceOfCity.set(place.city, known === undefined || known === place.province ? place.province : null);
}
const provinceNames = new Set(places.map((place) => place.province));

/**
 * Where a user lives, from the app's `city` text: a city of the region tree gets its province (the
 * user list's city filter and counters use both); a province name stands for the whole province; two
 * parts ("浙江省 杭州市", "浙江省/杭州市") are read as province and city; anything else is kept as the city.
 */
export function placeOf(cityText: string): { province: string; city: string } {
  const text = cityText.trim();
  if (text === '') return { province: '', city: '' };
  const parts = text.split(/[\s/／·,，-]+/).filter((part) => part !== '');
  if (parts.length === 2 && provinceNames.has(parts[0] ?? '')) return { province: parts[0] ?? '', city: parts[1] ?? '' };
  const province = provinceOfCity.get(text);
  if (province) return { province, city: text };
  if (provinceNames.has(text)) return { province: text, city: '' };
  return { province: '', city: text };
}
