import { shippingRegion, WB_WAREHOUSES } from '@seller-helper/wb-emulator';
import { describe, expect, it } from 'vitest';
import { DISTRICT_WAREHOUSES, districtOfWarehouse } from './warehouse-districts.ts';

describe('warehouses by district', () => {
  it("places every warehouse of the emulator where WB's stocks report does", () => {
    for (const warehouse of WB_WAREHOUSES) expect(districtOfWarehouse(warehouse.name)).toBe(shippingRegion(warehouse));
  });

  it('names each warehouse once', () => {
    const names = Object.values(DISTRICT_WAREHOUSES).flat();
    expect(new Set(names).size).toBe(names.length);
  });
});
