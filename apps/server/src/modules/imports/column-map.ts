// Finds the expected columns in a header row by their titles, however the seller spelled them.

export interface ColumnSpec<Key extends string> {
  key: Key;
  /** The title in the template and in messages. */
  title: string;
  /** Other spellings accepted in a file's header. */
  aliases?: readonly string[];
}

/** "Себестоимость, ₽" and "себестоимость (руб.)" both become "себестоимость". */
export function headerWords(title: string): string {
  return title
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/\(.*?\)|,\s*(₽|%|руб\.?)\s*$/g, '')
    .replace(/[^a-zа-я0-9]+/g, ' ')
    .trim();
}

/** Each expected column's position in the header; columns not found are absent from the map. */
export function mapColumns<Key extends string>(header: string[], specs: ColumnSpec<Key>[]): Map<Key, number> {
  const positions = new Map<Key, number>();
  const words = header.map(headerWords);
  for (const spec of specs) {
    const names = new Set([spec.title, ...(spec.aliases ?? [])].map(headerWords));
    const index = words.findIndex((word) => names.has(word));
    if (index >= 0) positions.set(spec.key, index);
  }
  return positions;
}
