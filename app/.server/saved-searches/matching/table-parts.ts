/**
 * The lookup tables saved searches ask of a car's dictionary values, each distinct one held
 * once: 20,000 searches for "Hyundai" share one make table. A table part is one of the engine's
 * tables over dictionary codes (TABLE_INPUTS) and the filters it is built from; its answers for
 * the index in hand are kept, and they come from the engine's own builders:
 * - over a small dictionary (make, fuel, body, gearbox, city, model, source), the whole table,
 *   built again when a car's code lies past it (the dictionary grew);
 * - over the text and features dictionaries (hundreds of thousands of values), the answer for
 *   each value a car has asked about, up to MAX_REMEMBERED values for all parts together.
 * A free-text part's words are first looked for in the car's lower-cased text: a word missing
 * there is missing from the text itself, so the engine is asked only when all are present.
 */
import type { Pause } from "../../background/time-slice";
import { codeAt, DICTIONARY_TABLES, tableOver, type DictionaryTable, type EffectiveFilters, type ListingIndex, type OneCar, TABLE_INPUTS } from "../../search";

/** Answers about single text and features values kept at most (about 40 MB); then they start again. */
const MAX_REMEMBERED = 500_000;

const PER_VALUE = new Set<DictionaryTable>(["text", "features"]);

interface Part {
  table: DictionaryTable;
  /** Its table's position in DICTIONARY_TABLES (where CarAsked keeps the car's code). */
  column: number;
  perValue: boolean;
  /** Only the filters the table is built from. */
  filters: EffectiveFilters;
  key: string;
  /** Lower-case words of a free-text part. */
  words: string[] | null;
  /** How many searches use it. */
  users: number;
  /** For the index in hand: the whole table, or the answers per value. */
  built: Uint8Array | null;
  /**
   * The dictionary's size when the whole table was built: a code from there on is a value added
   * since (the table's length is no guide: over an empty dictionary it is 1).
   */
  builtOver: number;
  answers: Map<number, boolean> | null;
}

/** What a car needs computed once however many searches ask: its codes, its lower-cased search text. */
export class CarAsked {
  private lowerText: string | null = null;
  /** The car's code in each dictionary, in DICTIONARY_TABLES order. */
  readonly codes: Int32Array;

  constructor(
    readonly ix: ListingIndex,
    readonly slot: number,
    readonly car: OneCar,
  ) {
    this.codes = Int32Array.from(DICTIONARY_TABLES, (t) => codeAt(ix, t, slot));
  }

  get text(): string {
    this.lowerText ??= this.ix.dict.text.values[this.ix.text[this.slot]].toLowerCase();
    return this.lowerText;
  }
}

export class TableParts {
  private readonly parts: (Part | undefined)[] = [];
  private readonly idOf = new Map<string, number>();
  private readonly free: number[] = [];
  private remembered = 0;
  private ix: ListingIndex | null = null;

  constructor(private readonly luxuryMakes: string[]) {}

  /** The part of search filters `f` for table `t` (made, or shared with the searches asking the same). */
  acquire(t: DictionaryTable, f: EffectiveFilters): number {
    const filters = Object.fromEntries(TABLE_INPUTS[t].map((name) => [name, f[name]])) as unknown as EffectiveFilters;
    filters.textWords ??= [];
    const key = `${t}:${JSON.stringify(filters)}`;
    let id = this.idOf.get(key);
    if (id === undefined) {
      id = this.free.pop() ?? this.parts.length;
      const words = t === "text" ? f.textWords.map((w) => w.toLowerCase()) : null;
      this.parts[id] = { table: t, column: DICTIONARY_TABLES.indexOf(t), perValue: PER_VALUE.has(t), filters, key, words, users: 0, built: null, builtOver: 0, answers: null };
      this.idOf.set(key, id);
    }
    this.parts[id]!.users++;
    return id;
  }

  release(id: number) {
    const part = this.parts[id]!;
    if (--part.users > 0) return;
    this.idOf.delete(part.key);
    this.parts[id] = undefined;
    this.free.push(id);
  }

  /** Forgets what it knew of another index (a full reload renumbers every dictionary). */
  useIndex(ix: ListingIndex) {
    if (ix === this.ix) return;
    this.ix = ix;
    this.forgetAnswers(true);
  }

  /** Whether the car's value passes part `id` (useIndex first). */
  passes(id: number, asked: CarAsked): boolean {
    const part = this.parts[id]!;
    const code = asked.codes[part.column];
    if (!part.perValue) {
      const table = part.built !== null && code < part.builtOver ? part.built : this.wholeTable(id, asked.ix, code);
      return table[code] === 1;
    }
    const known = part.answers?.get(code);
    if (known !== undefined) return known;
    const passes = (!part.words || part.words.every((w) => asked.text.includes(w))) && asked.car.passesTable(part.table, part.filters, this.luxuryMakes);
    if (this.remembered >= MAX_REMEMBERED) this.forgetAnswers(false);
    (part.answers ??= new Map()).set(code, passes);
    this.remembered++;
    return passes;
  }

  /** The whole table of a small-dictionary part for `ix`, covering `code` (the reverse index builds its sets from it). */
  wholeTable(id: number, ix: ListingIndex, code: number): Uint8Array {
    const part = this.parts[id]!;
    if (part.built === null || code >= part.builtOver) this.build(part, ix);
    return part.built!;
  }

  private build(part: Part, ix: ListingIndex) {
    part.builtOver = ix.dict[part.table].values.length;
    part.built = tableOver(ix, part.table, part.filters, this.luxuryMakes);
  }

  /** Builds every small-dictionary part's whole table for `ix` not built yet, one part at a time, giving way as `pause` says. */
  async buildTables(ix: ListingIndex, pause: Pause) {
    this.useIndex(ix);
    for (const part of this.parts) {
      if (!part || part.perValue || part.built !== null) continue;
      this.build(part, ix);
      await pause();
    }
  }

  private forgetAnswers(tablesToo: boolean) {
    for (const part of this.parts) {
      if (!part) continue;
      part.answers = null;
      if (tablesToo) part.built = null;
    }
    this.remembered = 0;
  }

  /** Bytes held by whole tables (the bench reports memory). */
  get tableBytes(): number {
    return this.parts.reduce((sum, part) => sum + (part?.built?.byteLength ?? 0), 0);
  }
}
