/** Dictionary encoding: each distinct string gets a small integer, so rows store numbers. */
export class Dictionary {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();

  encode(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.values.push(value);
      this.codes.set(value, code);
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
