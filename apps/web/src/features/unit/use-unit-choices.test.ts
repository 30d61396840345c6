import { describe, expect, it } from 'vitest';
import { readUrlState, writeUrlState } from '../../shared/url-state/url-params.ts';
import { addressOf, choicesOf, UNIT_ADDRESS, type UnitChoices } from './use-unit-choices.ts';

const read = (params: URLSearchParams) => choicesOf(readUrlState(UNIT_ADDRESS, params));
const write = (params: URLSearchParams, change: Partial<UnitChoices>) =>
  writeUrlState(UNIT_ADDRESS, params, addressOf(change));

describe('/unit’s choices in the address', () => {
  it('reads the defaults from an empty address: FBO, advertising counted, nothing typed', () => {
    expect(read(new URLSearchParams())).toEqual({
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

  it('reads the keys links carry', () => {
    const params = new URLSearchParams('q=ART-1&days=30&buyout=90&wh=Коледино&fbo=Тула&card=123:FBS&advert=off');
    expect(read(params)).toMatchObject({
      search: 'ART-1',
      storageDays: '30',
      buyout: '90',
      warehouse: 'Коледино',
      fboWarehouse: 'Тула',
      planCard: '123:FBS',
      advert: false,
    });
    expect(read(new URLSearchParams('scheme=pallet&advert=on&wh=')).scheme).toBe('fbo');
    expect(read(new URLSearchParams('advert=on&wh=&card='))).toMatchObject({
      advert: true,
      warehouse: null,
      planCard: null,
    });
  });

  it('writes a choice and reads it back, keeping the other parameters, and drops a choice at its default', () => {
    const start = new URLSearchParams('tab=planfact&from=2026-09-07');
    const written = write(start, {
      warehouse: 'Минск',
      scheme: 'fbs',
      targetMargin: '30',
      buyout: '80',
      advert: false,
    });
    expect(written.toString()).toBe(
      'tab=planfact&from=2026-09-07&wh=%D0%9C%D0%B8%D0%BD%D1%81%D0%BA&scheme=fbs&margin=30&buyout=80&advert=off',
    );
    expect(read(written)).toMatchObject({
      warehouse: 'Минск',
      scheme: 'fbs',
      targetMargin: '30',
      buyout: '80',
      advert: false,
    });
    const back = write(written, { scheme: 'fbo', targetMargin: '', advert: true, warehouse: null });
    expect(back.toString()).toBe('tab=planfact&from=2026-09-07&buyout=80');
  });

  it('keeps the first of two changes written one after the other', () => {
    const first = write(new URLSearchParams('tab=planfact'), { storageDays: '45' });
    expect(write(first, { planCard: '7:FBO' }).toString()).toBe('tab=planfact&days=45&card=7%3AFBO');
  });
});
