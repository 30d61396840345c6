import { describe, expect, it } from 'vitest';
import { tokensToSave, updatedBrowserCopy } from './wb-tokens-form.ts';

describe('saving WB tokens', () => {
  it('sends only the tokens typed, trimmed; an empty field is left out, not sent as empty', () => {
    expect(tokensToSave({ mpAndStatisticToken: ' a.b.c\n', contentAndPricesToken: '' })).toEqual({
      mpAndStatisticToken: 'a.b.c',
    });
    expect(tokensToSave({ mpAndStatisticToken: '', contentAndPricesToken: 'd.e.f' })).toEqual({
      contentAndPricesToken: 'd.e.f',
    });
    expect(tokensToSave({ mpAndStatisticToken: 'a.b.c', contentAndPricesToken: 'd.e.f' })).toEqual({
      mpAndStatisticToken: 'a.b.c',
      contentAndPricesToken: 'd.e.f',
    });
  });

  it('has nothing to send when nothing was typed', () => {
    expect(tokensToSave({ mpAndStatisticToken: '', contentAndPricesToken: '   ' })).toBeNull();
  });

  it("changes only the named tokens of this browser's copy", () => {
    const copy = { mpAndStatisticToken: 'old.mp.token', contentAndPricesToken: 'old.content.token' };
    expect(updatedBrowserCopy(copy, { contentAndPricesToken: 'new.content.token' })).toEqual({
      mpAndStatisticToken: 'old.mp.token',
      contentAndPricesToken: 'new.content.token',
    });
    expect(updatedBrowserCopy(copy, { mpAndStatisticToken: '' })).toEqual({
      mpAndStatisticToken: '',
      contentAndPricesToken: 'old.content.token',
    });
  });
});
