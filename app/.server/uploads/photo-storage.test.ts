import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DiskPhotoStorage } from "./photo-storage";

let root: string;
let storage: DiskPhotoStorage;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "photos-"));
  storage = new DiskPhotoStorage(root);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("DiskPhotoStorage", () => {
  it("stores, reads back and removes a listing's photos", async () => {
    await storage.put("listings/12/ab12cd34ef56ab78-400.webp", new Uint8Array([1, 2, 3]));
    await storage.put("listings/12/ab12cd34ef56ab78-800.webp", new Uint8Array([4]));
    expect([...(await storage.get("listings/12/ab12cd34ef56ab78-400.webp"))!]).toEqual([1, 2, 3]);
    await storage.removeAll("listings/12");
    expect(await storage.get("listings/12/ab12cd34ef56ab78-800.webp")).toBeNull();
  });

  it("refuses keys that could leave its folder", async () => {
    await expect(storage.get("../secrets")).rejects.toThrow("Invalid storage key");
    await expect(storage.put("listings/../../etc/passwd", new Uint8Array())).rejects.toThrow("Invalid storage key");
    await expect(storage.removeAll("/")).rejects.toThrow("Invalid storage key");
  });
});
