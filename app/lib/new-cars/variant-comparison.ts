/**
 * Variants side by side: the spec sheet's rows zipped across 2 or 3 variants, plus one row per
 * equipment item any of them has, each row marked when its values differ. Pure, so the page and
 * its tests read the same marks; "Show only differences" is a filter over the result.
 */
import { specSheet, type SpecSubject } from "./spec-sheet";

export interface ComparedSubject extends SpecSubject {
  /** Standard equipment names, as the catalogue gives them. */
  features: string[];
}

export interface ComparisonRow {
  key: string;
  label: string;
  /** One per variant, in the columns' order. */
  values: string[];
  differs: boolean;
}

export interface ComparisonSection {
  id: string;
  title: string;
  rows: ComparisonRow[];
}

/** Not all the same. Text is compared as shown, so "N/A" against a value counts as a difference. */
export function valuesDiffer(values: readonly string[]): boolean {
  return values.some((v) => v !== values[0]);
}

export function comparisonRow(key: string, label: string, values: string[]): ComparisonRow {
  return { key, label, values, differs: valuesDiffer(values) };
}

/** Every equipment item any variant has, alphabetically, as Yes/No per variant. */
function equipmentSection(subjects: readonly ComparedSubject[]): ComparisonSection {
  const names = [...new Set(subjects.flatMap((s) => s.features))].sort((a, b) => a.localeCompare(b));
  const sets = subjects.map((s) => new Set(s.features));
  return {
    id: "equipment",
    title: "Standard equipment",
    rows: names.map((name) => comparisonRow(`feature:${name}`, name, sets.map((set) => (set.has(name) ? "Yes" : "No")))),
  };
}

export function compareVariants(subjects: readonly ComparedSubject[]): ComparisonSection[] {
  const sheets = subjects.map(specSheet);
  const specSections = sheets[0].map((group, g) => ({
    id: group.id,
    title: group.title,
    rows: group.rows.map((row, r) => comparisonRow(row.key, row.label, sheets.map((sheet) => sheet[g].rows[r].value))),
  }));
  return [...specSections, equipmentSection(subjects)];
}

/** Only the rows that differ; a section left empty is dropped. */
export function onlyDifferences(sections: readonly ComparisonSection[]): ComparisonSection[] {
  return sections.map((s) => ({ ...s, rows: s.rows.filter((r) => r.differs) })).filter((s) => s.rows.length > 0);
}
