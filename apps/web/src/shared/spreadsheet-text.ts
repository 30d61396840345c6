// A spreadsheet reads a cell beginning with =, +, - or @ (or a tab or line break before one)
// as a formula once the file is opened, edited or saved as csv. Every export of a screen writes its
// texts — product names, articles, WB's own texts — through here.

const FORMULA_START = /^[=+\-@\t\r\n]/;

/** The text as a spreadsheet shows it but never evaluates: a leading apostrophe marks it as text. */
export function inertText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell's value with any text made inert; numbers, dates and empty cells as they are. */
export function inertCell<Value>(value: Value): Value | string {
  return typeof value === 'string' ? inertText(value) : value;
}
