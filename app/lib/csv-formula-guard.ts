/**
 * CSV injection (OWASP): a spreadsheet runs a cell that starts with =, +, -, @, tab or carriage
 * return as a formula, so a file we write back to a user (a dealer's rejected rows) could carry
 * `=HYPERLINK(...)` or a DDE command another person typed. Such cells are written with a
 * leading single quote, which spreadsheets show as text; our CSV uploads strip that quote again,
 * so a downloaded file, fixed and uploaded, reads exactly as first typed.
 *
 * A plain number with a sign ("-5000", "+4,50,000", "-12.5") is left as typed: it cannot run
 * anything, and the dealer should see the value they entered (no bulk column takes a negative
 * number, so such a row is always rejected with the reason beside it).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d[\d,]*(\.\d+)?$/;

/** The cell as a spreadsheet will show it, never as a formula. */
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

/** The cell as typed before `neutraliseFormula` (only its own quote is removed). */
export function restoreFormulaCell(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}
