/** WB gives a one-size product the size "0"; a seller calls it "без размера". */
export function sizeLabel(name: string | null | undefined): string {
  return !name || name === '0' ? 'без размера' : name;
}

/** A card's size by the name WB gives it, else its WB size. */
export function sizeName(size: { techSize: string; wbSize: string }): string {
  return sizeLabel(size.techSize || size.wbSize);
}
