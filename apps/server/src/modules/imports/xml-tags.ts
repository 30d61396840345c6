// The tags of an XML text, read in order by a cursor that makes no string or object for a tag it is
// not asked about: a sheet of a hundred thousand rows has two million tags, and a regular expression's
// match with its captured strings for each was the largest part of reading a seller's xlsx.

const isNameStart = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
const isNameChar = (code: number) => isNameStart(code) || (code >= 48 && code <= 57) || code === 46 || code === 45;
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;
const SLASH = 47;
const COLON = 58;

/**
 * A tag is `<`, an optional `/`, a name with an optional namespace prefix (left out of its name), and its
 * attributes up to the first `>`. A `<` without a name after it (a declaration, a comment) is passed over.
 * After `next()` answers true, the fields describe the tag found.
 */
export class XmlTags {
  /** A closing tag: `</name>`. */
  closing = false;
  /** Where the tag begins: its `<`. */
  start = 0;
  /** Where its name begins and ends, the namespace prefix left out; its attributes follow the name. */
  nameStart = 0;
  nameEnd = 0;
  /** Where the tag ends: its `>`. */
  end = -1;
  /** Where the current attribute's name (its prefix left out) and its value (inside the quotes) lie. */
  attributeNameStart = 0;
  attributeNameEnd = 0;
  valueStart = 0;
  valueEnd = 0;
  /** Where the search for the tag's next attribute begins. */
  private attributeAt = 0;

  constructor(readonly xml: string) {}

  next(): boolean {
    const { xml } = this;
    for (let at = xml.indexOf('<', this.end + 1); at >= 0; at = xml.indexOf('<', at + 1)) {
      let p = at + 1;
      const closing = xml.charCodeAt(p) === SLASH;
      if (closing) p++;
      if (!isNameStart(xml.charCodeAt(p))) continue;
      let nameStart = p++;
      while (isNameChar(xml.charCodeAt(p))) p++;
      if (xml.charCodeAt(p) === COLON && isNameStart(xml.charCodeAt(p + 1))) {
        nameStart = ++p;
        while (isNameChar(xml.charCodeAt(++p)));
      }
      const end = xml.indexOf('>', p);
      if (end < 0) return false;
      this.closing = closing;
      this.start = at;
      this.nameStart = nameStart;
      this.nameEnd = p;
      this.end = end;
      this.attributeAt = p;
      return true;
    }
    return false;
  }

  /** The tag's name, without its prefix, is `name`. */
  is(name: string): boolean {
    return this.nameEnd - this.nameStart === name.length && this.xml.startsWith(name, this.nameStart);
  }

  /** The tag closes itself: `<name/>`. */
  get selfClosing(): boolean {
    return this.end > this.nameEnd && this.xml.charCodeAt(this.end - 1) === SLASH;
  }

  /**
   * Moves to the tag's next attribute (the first, after `next()`); answers false past its last. One walk
   * over the tag reads every attribute a reader wants from it.
   */
  nextAttribute(): boolean {
    const { xml, end } = this;
    const from = this.attributeAt;
    const eq = xml.indexOf('=', from);
    if (eq < 0 || eq >= end) return this.attributesDone();
    let open = eq + 1;
    while (isSpace(xml.charCodeAt(open))) open++;
    const quote = xml[open];
    if (quote !== '"' && quote !== "'") return this.attributesDone();
    const close = xml.indexOf(quote, open + 1);
    if (close < 0 || close >= end) return this.attributesDone();
    let nameEnd = eq;
    while (nameEnd > from && isSpace(xml.charCodeAt(nameEnd - 1))) nameEnd--;
    let nameStart = nameEnd;
    while (nameStart > from && !isSpace(xml.charCodeAt(nameStart - 1)) && xml.charCodeAt(nameStart - 1) !== COLON)
      nameStart--;
    this.attributeNameStart = nameStart;
    this.attributeNameEnd = nameEnd;
    this.valueStart = open + 1;
    this.valueEnd = close;
    this.attributeAt = close + 1;
    return true;
  }

  /** The current attribute's name, without its prefix, is `name`. */
  attributeIs(name: string): boolean {
    const { attributeNameStart: start } = this;
    return this.attributeNameEnd - start === name.length && this.xml.startsWith(name, start);
  }

  /** The current attribute's name, without its prefix. */
  get attributeName(): string {
    return this.xml.slice(this.attributeNameStart, this.attributeNameEnd);
  }

  /** The current attribute's value as written (entities left as they are). */
  get rawValue(): string {
    return this.xml.slice(this.valueStart, this.valueEnd);
  }

  private attributesDone(): false {
    this.attributeAt = this.end;
    return false;
  }
}
