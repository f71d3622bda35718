import { describe, expect, it } from "vitest";
import { parseCsvFeed, parseFeed, parseJsonFeed } from "./feed-parse";

const csv = (text: string) => Buffer.from(text, "utf8");

describe("parseCsvFeed", () => {
  it("reads PartnerListing columns: numbers as numbers, lists split on ';', quotes and line breaks kept", () => {
    const rows = parseCsvFeed(
      csv(
        '\uFEFFexternalId,Make,model,year,price,mileage,features,images,description,unknownColumn\r\n' +
          'A-1,Hyundai,Creta,2019,"8,50,000",42000,Sunroof; ABS ;,https://x.example/1.jpg;https://x.example/2.jpg,"One owner, ""well kept""\nservice book",zzz\r\n' +
          "\r\n" +
          "A-2,Maruti,Swift,twenty,,,,,,\n",
      ),
    );
    expect(rows).toEqual([
      {
        externalId: "A-1",
        make: "Hyundai",
        model: "Creta",
        year: 2019,
        price: 850000,
        mileage: 42000,
        features: ["Sunroof", "ABS"],
        images: ["https://x.example/1.jpg", "https://x.example/2.jpg"],
        description: 'One owner, "well kept"\nservice book',
      },
      // A bad number stays text: the row engine rejects it with a reason.
      { externalId: "A-2", make: "Maruti", model: "Swift", year: "twenty" },
    ]);
  });

  it("refuses what is not a CSV feed", () => {
    expect(() => parseCsvFeed(csv("<!doctype html><html>Login</html>"))).toThrow("HTML or XML, not a CSV feed");
    expect(() => parseCsvFeed(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1]))).toThrow("binary data, not a CSV feed");
    expect(() => parseCsvFeed(Buffer.from([0x61, 0xff, 0xfe, 0x62]))).toThrow("not UTF-8");
    expect(() => parseCsvFeed(csv(""))).toThrow("empty");
    expect(() => parseCsvFeed(csv("id,make\n1,Tata\n"))).toThrow("no externalId column");
  });

  it("reads a header-only feed as no cars", () => {
    expect(parseCsvFeed(csv("externalId,make,model\n"))).toEqual([]);
  });
});

describe("parseJsonFeed", () => {
  it("returns the listings array as it is", () => {
    const listings = [{ externalId: "x", price: 1 }, "junk"];
    expect(parseJsonFeed(csv(JSON.stringify({ listings })))).toEqual(listings);
    expect(parseFeed(csv('{"listings":[]}'), "json")).toEqual([]);
  });

  it("refuses what is not the shape", () => {
    expect(() => parseJsonFeed(csv("[1,2]"))).toThrow('expected { "listings": [...] }');
    expect(() => parseJsonFeed(csv('{"cars":[]}'))).toThrow("not a feed");
    expect(() => parseJsonFeed(csv("null"))).toThrow("not a feed");
    expect(() => parseJsonFeed(csv("{oops"))).toThrow("not valid JSON");
    expect(() => parseFeed(csv("<html></html>"), "json")).toThrow("not a JSON feed");
  });
});
