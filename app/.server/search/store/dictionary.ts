/** Dictionary encoding: each distinct string gets a small integer, so rows store numbers. */
export class Dictionary {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();

  encode(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      const own = ownCopy(value);
      this.values.push(own);
      this.codes.set(own, code);
    }
    return code;
  }

  code(value: string): number | undefined {
    return this.codes.get(value);
  }

  /** A lookup table: table[code] is 1 when the value is wanted. */
  mask(predicate: (value: string) => boolean): Uint8Array {
    const table = new Uint8Array(Math.max(1, this.values.length));
    this.values.forEach((value, code) => (table[code] = predicate(value) ? 1 : 0));
    return table;
  }
}

/**
 * A copy that holds no reference to a larger string. Values arrive as fields split out of a
 * batch of 20,000 rows (several MB of text), and V8 keeps such a field as a slice of the whole
 * batch: a dictionary keeping the slice kept the batch alive, about 100 MB at a million
 * listings. Only a value's first occurrence is copied.
 */
function ownCopy(value: string): string {
  // V8 slices only strings of 13 characters or more; a test row may leave a field out.
  return typeof value === "string" && value.length > 12 ? Buffer.from(value, "utf8").toString("utf8") : value;
}

/**
 * Dictionary codes per slot, as narrow as the dictionary allows: one byte while it has at
 * most 256 values, two up to 65,536 (widened when a new value needs it). Most of these
 * columns have a few dozen values; at a million listings this saves ~26 MB over 4 bytes each.
 */
export type CodeColumn = Uint8Array | Uint16Array | Int32Array;

/** The column itself, or a wider copy when `code` does not fit in it. */
export function fitCode(column: CodeColumn, code: number): CodeColumn {
  const max = column instanceof Uint8Array ? 0xff : column instanceof Uint16Array ? 0xffff : 0x7fffffff;
  if (code <= max) return column;
  const wider = code <= 0xffff ? sharedLike(new Uint16Array(0), column.length) : sharedLike(new Int32Array(0), column.length);
  wider.set(column);
  return wider;
}

type Column = Int32Array | Int16Array | Int8Array | Uint8Array | Uint16Array | Float64Array | Float32Array;

/** A zeroed array of `a`'s type and `length` elements over shared memory (the scan worker reads it too). */
export function sharedLike<T extends Column>(a: T, length: number): T {
  const Type = a.constructor as (new (buffer: SharedArrayBuffer) => T) & { BYTES_PER_ELEMENT: number };
  return new Type(new SharedArrayBuffer(length * Type.BYTES_PER_ELEMENT));
}
