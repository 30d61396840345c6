/** WB gives a one-size product the size "0"; a seller calls it "без размера". */
export function sizeName(size: { techSize: string; wbSize: string }): string {
  const name = size.techSize || size.wbSize;
  return name === '' || name === '0' ? 'без размера' : name;
}
