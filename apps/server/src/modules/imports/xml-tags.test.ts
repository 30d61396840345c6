import { describe, expect, it } from 'vitest';
import { XmlTags } from './xml-tags.ts';

/** Every tag of the text as the cursor sees it. */
function tagsOf(xml: string) {
  const found: { name: string; closing: boolean; selfClosing: boolean; attributes: string }[] = [];
  for (const tag = new XmlTags(xml); tag.next();) {
    found.push({
      name: xml.slice(tag.nameStart, tag.nameEnd),
      closing: tag.closing,
      selfClosing: tag.selfClosing,
      attributes: xml.slice(tag.nameEnd, tag.end),
    });
  }
  return found;
}

/** The current tag's attributes, name and value as written, in one walk. */
function attributesOf(tag: XmlTags): [string, string][] {
  const found: [string, string][] = [];
  while (tag.nextAttribute()) found.push([tag.attributeName, tag.rawValue]);
  return found;
}

describe('the tags of an XML text', () => {
  it('names each tag without its namespace prefix, opening, closing or closing itself', () => {
    expect(tagsOf('<x:row r="1"><x:c r="A1"><v>7</v></x:c><c r="B1"/></x:row>')).toEqual([
      { name: 'row', closing: false, selfClosing: false, attributes: ' r="1"' },
      { name: 'c', closing: false, selfClosing: false, attributes: ' r="A1"' },
      { name: 'v', closing: false, selfClosing: false, attributes: '' },
      { name: 'v', closing: true, selfClosing: false, attributes: '' },
      { name: 'c', closing: true, selfClosing: false, attributes: '' },
      { name: 'c', closing: false, selfClosing: true, attributes: ' r="B1"/' },
      { name: 'row', closing: true, selfClosing: false, attributes: '' },
    ]);
  });

  it('passes over a declaration, a comment and a `<` with no name after it', () => {
    const xml = '<?xml version="1.0"?><!-- a note --><sheet>1 < 2</sheet><a:b:c/>';
    expect(tagsOf(xml).map((tag) => [tag.name, tag.closing, tag.attributes])).toEqual([
      ['sheet', false, ''],
      ['sheet', true, ''],
      ['b', false, ':c/'],
    ]);
  });

  it('gives where the text between two tags lies', () => {
    const xml = '<t>Ромашка &amp; Co</t>';
    const tag = new XmlTags(xml);
    tag.next();
    const from = tag.end + 1;
    tag.next();
    expect(xml.slice(from, tag.start)).toBe('Ромашка &amp; Co');
  });

  it('reads the attributes however they are spelled: prefixed, single-quoted, spaces around `=`', () => {
    const tag = new XmlTags(`<c x:r = 'B3' data-note="r=&quot;Z9&quot; t=n" t="s"><v s="2">`);
    expect(tag.next()).toBe(true);
    expect(attributesOf(tag)).toEqual([
      ['r', 'B3'],
      ['data-note', 'r=&quot;Z9&quot; t=n'],
      ['t', 's'],
    ]);
    expect(tag.nextAttribute()).toBe(false);
    expect(tag.next()).toBe(true);
    expect(attributesOf(tag)).toEqual([['s', '2']]);
    expect(tag.attributeIs('s')).toBe(true);
  });

  it('finds no attribute past its own tag, nor one without quotes, nor a tag without its `>`', () => {
    const tag = new XmlTags('<c><v r="1">');
    expect(tag.next()).toBe(true);
    expect(attributesOf(tag)).toEqual([]);
    const unquoted = new XmlTags('<c r=1 s="2">');
    unquoted.next();
    expect(attributesOf(unquoted)).toEqual([]);
    expect(tagsOf('<c r="1"')).toEqual([]);
  });
});
