import { describe, expect, it } from "vitest";
import { parseCsv, parseCsvRows } from "./csv";

describe("parseCsvRows", () => {
  it("handles quotes, doubled quotes, embedded commas and newlines", () => {
    const text = 'a,b,c\n1,"Rs. 2,92,667","say ""hi""\nthere"\r\n2,,x';
    expect(parseCsvRows(text)).toEqual([
      ["a", "b", "c"],
      ["1", "Rs. 2,92,667", 'say "hi"\nthere'],
      ["2", "", "x"],
    ]);
  });

  it("strips a BOM and tolerates a missing final newline", () => {
    expect(parseCsvRows("\ufeffx,y\n1,2")).toEqual([["x", "y"], ["1", "2"]]);
  });
});

describe("parseCsv", () => {
  it("keys values by header, keeps an unnamed index column and numbers rows like a spreadsheet", () => {
    const table = parseCsv(",Make,Model\n0,Tata, Nano Genx \n\n1,Bmw\n");
    expect(table.header).toEqual(["", "Make", "Model"]);
    expect(table.records).toEqual([
      { row: 2, values: { "": "0", Make: "Tata", Model: "Nano Genx" } },
      { row: 4, values: { "": "1", Make: "Bmw", Model: "" } },
    ]);
  });
});
