// The first visible sheet of an xlsx, read row by row straight from its XML as it is inflated. A
// seller's table needs only a cell's value and whether its number format is a percent or a date, so
// the workbook (which sheet comes first), the shared strings and the styles are read first, whole,
// and then the sheet in blocks, each cut after its last complete row.
import { crc32, createInflateRaw, inflateRawSync } from 'node:zlib';
import { XmlTags } from './xml-tags.ts';
import type { ZipEntry } from './zip-entries.ts';

/** One cell's value as the sheet stores it, before the table's rules make text of it. */
export type SheetValue =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'number'; number: number; percent: boolean }
  | { kind: 'date'; iso: string }
  | { kind: 'boolean'; value: boolean };

export interface SheetRow {
  /** The row's number in the sheet. */
  line: number;
  /** Cells from column A, an empty one wherever the sheet has none. */
  cells: SheetValue[];
}

const EMPTY: SheetValue = { kind: 'empty' };

/** Thrown when the archive is not a workbook this reader understands. */
export class NotASheet extends Error {}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML text with its entities replaced by the characters they stand for. */
export function xmlText(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return NAMED_ENTITIES[name] ?? whole;
  });
}

/** Every attribute of the tag by its name (prefix left out), entities read. */
function attributes(tag: XmlTags): Map<string, string> {
  const found = new Map<string, string>();
  while (tag.nextAttribute()) found.set(tag.attributeName, xmlText(tag.rawValue));
  return found;
}

/** A small entry's text, inflated whole. How far entries inflate is checked before they are read (zip-size.ts). */
function inflatedText(entry: ZipEntry): string {
  const bytes = entry.method === 0 ? entry.data : inflateRawSync(entry.data);
  if (crc32(bytes) !== entry.checksum) throw new NotASheet(`${entry.name} is damaged`);
  return new TextDecoder().decode(bytes);
}

/** The texts of the shared strings: each item's runs joined, its phonetic hints left out. */
function sharedStrings(xml: string): string[] {
  const strings: string[] = [];
  let text = '';
  let textStart = -1;
  let phonetic = false;
  for (const tag = new XmlTags(xml); tag.next();) {
    if (tag.is('si')) {
      if (tag.closing) strings.push(text);
      else if (tag.selfClosing) strings.push('');
      text = '';
    } else if (tag.is('rPh')) phonetic = !tag.closing && !tag.selfClosing;
    else if (tag.is('t') && !phonetic) {
      if (!tag.closing && !tag.selfClosing) textStart = tag.end + 1;
      else if (tag.closing && textStart >= 0) {
        text += xmlText(xml.slice(textStart, tag.start));
        textStart = -1;
      }
    }
  }
  return strings;
}

/** Built-in number formats that show a date or a time (ECMA-376 §18.8.30). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);
const PERCENT_FORMAT_IDS = new Set([9, 10]);

/** A format code shows a date when, outside quotes and brackets, it has a letter of a date or time. */
function isDateCode(code: string): boolean {
  return /[ymdhsb]/i.test(code.replace(/\[[^\]]*\]/g, '').replace(/"[^"]*"/g, ''));
}

interface CellStyle {
  date: boolean;
  percent: boolean;
}

/** Each cell style (the `s` of a cell) as a date or a percent, by its number format. */
function cellStyles(xml: string): CellStyle[] {
  const codes = new Map<number, string>();
  const styles: CellStyle[] = [];
  let inCellXfs = false;
  for (const tag = new XmlTags(xml); tag.next();) {
    if (tag.is('numFmt') && !tag.closing) {
      const found = attributes(tag);
      codes.set(Number(found.get('numFmtId')), found.get('formatCode') ?? '');
    } else if (tag.is('cellXfs')) inCellXfs = !tag.closing && !tag.selfClosing;
    else if (tag.is('xf') && inCellXfs && !tag.closing) {
      const id = Number(attributes(tag).get('numFmtId') ?? 0);
      const code = codes.get(id);
      styles.push(
        code === undefined
          ? { date: DATE_FORMAT_IDS.has(id), percent: PERCENT_FORMAT_IDS.has(id) }
          : { date: isDateCode(code) && !code.includes('%'), percent: code.includes('%') },
      );
    }
  }
  return styles;
}

interface Workbook {
  /** The entry of the first sheet not hidden. */
  sheet: string;
  /** Day numbers count from 1904 (old Mac Excel) instead of 1900. */
  date1904: boolean;
}

/** Where an entry a relationship targets lives in the archive: targets are relative to xl/ unless they start with /. */
const entryOf = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`);

function workbookOf(entries: Map<string, ZipEntry>): Workbook {
  const book = entries.get('xl/workbook.xml');
  const relations = entries.get('xl/_rels/workbook.xml.rels');
  const firstSheetEntry = [...entries.keys()].find((name) => /^xl\/worksheets\/[^/]+\.xml$/.test(name));
  if (!book) throw new NotASheet('no workbook');
  const xml = inflatedText(book);
  let date1904 = false;
  let sheetRelation: string | undefined;
  for (const tag = new XmlTags(xml); tag.next();) {
    if (tag.closing) continue;
    if (tag.is('workbookPr')) {
      const flag = attributes(tag).get('date1904');
      date1904 = flag === '1' || flag === 'true';
    } else if (tag.is('sheet') && sheetRelation === undefined) {
      const found = attributes(tag);
      const state = found.get('state');
      if (state !== 'hidden' && state !== 'veryHidden') sheetRelation = found.get('id');
    }
  }
  let sheet = firstSheetEntry;
  if (relations && sheetRelation) {
    for (const tag = new XmlTags(inflatedText(relations)); tag.next();) {
      const found = attributes(tag);
      if (tag.is('Relationship') && found.get('Id') === sheetRelation) sheet = entryOf(found.get('Target') ?? '');
    }
  }
  if (sheet === undefined || !entries.has(sheet)) throw new NotASheet('no sheet');
  return { sheet, date1904 };
}

/** "BC12" → 54: the column's number counted from 1. */
function columnOf(reference: string): number {
  let column = 0;
  for (let at = 0; at < reference.length; at++) {
    const code = reference.charCodeAt(at);
    if (code >= 65 && code <= 90) column = column * 26 + code - 64;
    else if (code >= 97 && code <= 122) column = column * 26 + code - 96;
    else break;
  }
  return column;
}

const EXCEL_EPOCH_DAYS = 25_569; // 01.01.1970 as Excel's day number in the 1900 system
const DAYS_1904 = 1_462;
const DAY_MS = 86_400_000;

/** Reads the rows of one sheet's XML, given in pieces that each end after a complete row. */
class SheetParser {
  private line = 0;
  constructor(
    private readonly strings: string[],
    private readonly styles: CellStyle[],
    private readonly date1904: boolean,
  ) {}

  rows(xml: string): SheetRow[] {
    const rows: SheetRow[] = [];
    let cells: SheetValue[] = [];
    let column = 0;
    let type = '';
    let style = 0;
    let value: string | null = null;
    let inline = '';
    let textStart = -1;
    let inCell = false;
    for (const tag = new XmlTags(xml); tag.next();) {
      const { closing } = tag;
      if (tag.is('c')) {
        if (closing) {
          if (inCell) cells[column - 1] = this.cell(type, style, value, inline);
          inCell = false;
          continue;
        }
        let reference = '';
        type = 'n';
        style = 0;
        while (tag.nextAttribute()) {
          if (tag.attributeIs('r')) reference = xmlText(tag.rawValue);
          else if (tag.attributeIs('t')) type = xmlText(tag.rawValue);
          else if (tag.attributeIs('s')) style = Number(xmlText(tag.rawValue));
        }
        column = reference ? columnOf(reference) : column + 1;
        value = null;
        inline = '';
        inCell = !tag.selfClosing;
      } else if (tag.is('v') || tag.is('t')) {
        if (!closing && !tag.selfClosing) textStart = tag.end + 1;
        else if (closing && textStart >= 0) {
          const text = xmlText(xml.slice(textStart, tag.start));
          if (tag.is('v')) value = text;
          else inline += text;
          textStart = -1;
        }
      } else if (tag.is('row')) {
        if (!closing) {
          let reference = '';
          while (tag.nextAttribute()) if (tag.attributeIs('r')) reference = xmlText(tag.rawValue);
          this.line = reference ? Number(reference) : this.line + 1;
          cells = [];
          column = 0;
        }
        if (closing || tag.selfClosing) {
          for (let at = 0; at < cells.length; at++) cells[at] ??= EMPTY;
          rows.push({ line: this.line, cells });
        }
      }
    }
    return rows;
  }

  private cell(type: string, style: number, value: string | null, inline: string): SheetValue {
    switch (type) {
      case 's': {
        const text = value === null ? undefined : this.strings[Number(value)];
        return text === undefined ? EMPTY : { kind: 'text', text };
      }
      case 'inlineStr':
        return { kind: 'text', text: inline };
      case 'str':
        return value === null ? EMPTY : { kind: 'text', text: value };
      case 'b':
        return value === null ? EMPTY : { kind: 'boolean', value: value === '1' || value === 'true' };
      case 'e':
        return EMPTY; // an error such as #N/A: nothing a seller meant
      case 'd':
        return value === null ? EMPTY : { kind: 'date', iso: new Date(value).toISOString() };
      default: {
        if (value === null || value.trim() === '') return EMPTY;
        const number = Number(value);
        if (Number.isNaN(number)) return { kind: 'text', text: value };
        const format = this.styles[style];
        if (format?.date) {
          const ms = Math.round((number - EXCEL_EPOCH_DAYS + (this.date1904 ? DAYS_1904 : 0)) * DAY_MS);
          return { kind: 'date', iso: new Date(ms).toISOString() };
        }
        return { kind: 'number', number, percent: format?.percent ?? false };
      }
    }
  }
}

/** Where a block of the sheet's text may be cut: after its last complete row. */
function lastRowEnd(text: string): number {
  for (let at = text.lastIndexOf('row>'); at >= 0; at = text.lastIndexOf('row>', at - 1)) {
    const open = text.lastIndexOf('<', at);
    if (open >= 0 && text[open + 1] === '/' && /^<\/(?:[A-Za-z_][\w.-]*:)?$/.test(text.slice(open, at))) return at + 4;
  }
  return -1;
}

/**
 * The entry's text as it is inflated, in the blocks zlib hands over: the sheet is never whole in memory.
 * Damaged deflate data can inflate to other bytes without an error, so the checksum is checked at the
 * end; the rows read before then are inside the import's transaction, which the error rolls back.
 */
async function* inflatedBlocks(entry: ZipEntry): AsyncGenerator<string> {
  if (entry.method === 0) {
    yield inflatedText(entry);
    return;
  }
  const decoder = new TextDecoder();
  const inflater = createInflateRaw();
  inflater.end(entry.data);
  let checksum = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      checksum = crc32(chunk, checksum);
      yield decoder.decode(chunk, { stream: true });
    }
  } finally {
    inflater.destroy();
  }
  if (checksum !== entry.checksum) throw new NotASheet(`${entry.name} is damaged`);
  yield decoder.decode();
}

/**
 * The rows of the workbook's first visible sheet, in the sheet's order. The shared strings are kept
 * whole while the sheet is read (each ШК of a file is one of them); the sheet never is.
 */
export async function* firstSheetRows(entries: ZipEntry[]): AsyncGenerator<SheetRow> {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const { sheet, date1904 } = workbookOf(byName);
  const stringsEntry = byName.get('xl/sharedStrings.xml');
  const stylesEntry = byName.get('xl/styles.xml');
  const parser = new SheetParser(
    stringsEntry ? sharedStrings(inflatedText(stringsEntry)) : [],
    stylesEntry ? cellStyles(inflatedText(stylesEntry)) : [],
    date1904,
  );
  let text = '';
  for await (const block of inflatedBlocks(byName.get(sheet)!)) {
    text += block;
    const end = lastRowEnd(text);
    if (end < 0) continue;
    const rows = parser.rows(text.slice(0, end));
    text = text.slice(end);
    yield* rows;
  }
  yield* parser.rows(text);
}
