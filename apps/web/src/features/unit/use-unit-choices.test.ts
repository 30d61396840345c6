import { describe, expect, it } from 'vitest';
import { readChoices, writeChoices } from './use-unit-choices.ts';

describe('/unit’s choices in the address', () => {
  it('reads the defaults from an empty address: FBO, advertising counted, nothing typed', () => {
    expect(readChoices(new URLSearchParams())).toEqual({
      warehouse: null,
      fboWarehouse: null,
      scheme: 'fbo',
      targetMargin: '',
      buyout: '',
      storageDays: '',
      acquiring: '',
      advert: true,
      planCard: null,
      search: '',
    });
  });

  it('writes a choice and reads it back, keeping the other parameters, and drops a choice at its default', () => {
    const start = new URLSearchParams('tab=planfact&from=2026-09-07');
    const written = writeChoices(start, {
      warehouse: 'Минск',
      scheme: 'fbs',
      targetMargin: '30',
      buyout: '80',
      advert: false,
    });
    expect(written.get('tab')).toBe('planfact');
    expect(written.get('from')).toBe('2026-09-07');
    expect(readChoices(written)).toMatchObject({
      warehouse: 'Минск',
      scheme: 'fbs',
      targetMargin: '30',
      buyout: '80',
      advert: false,
    });
    const back = writeChoices(written, { scheme: 'fbo', targetMargin: '', advert: true, warehouse: null });
    expect(back.toString()).toBe('tab=planfact&from=2026-09-07&buyout=80');
  });
});
