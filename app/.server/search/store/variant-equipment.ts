/**
 * A listing's equipment text for the index (decision 032): its own features and its catalogue
 * variant's standard ones. The variants come from the research catalogue already held in
 * memory (read once per process), never joined per row; listings with the same kit and
 * variant share one text, computed once per load.
 */
import type { Database } from "../../db/client";
import { getResearchCatalogue, refreshResearchCatalogue, type ResearchCatalogue } from "../../catalogue/research-catalogue";
import { equipmentText, type StandardEquipment } from "~/lib/equipment";

const byCatalogue = new WeakMap<ResearchCatalogue, Map<number, StandardEquipment>>();
/** Copies read because a listing named an unknown variant: one still missing then is not in the catalogue at all. */
const rereadCopies = new WeakSet<ResearchCatalogue>();

function standardEquipmentById(catalogue: ResearchCatalogue): Map<number, StandardEquipment> {
  let map = byCatalogue.get(catalogue);
  if (!map) {
    map = new Map();
    for (const model of catalogue.models) for (const v of model.variants) map.set(v.id, { names: v.features, specs: v.specs });
    byCatalogue.set(catalogue, map);
  }
  return map;
}

/** One load's texts: a new catalogue copy (after an import) is picked up by the next load. */
export class EquipmentTexts {
  private readonly memo = new Map<number, Map<string, string>>();
  private variants: Map<number, StandardEquipment>;

  private constructor(
    private readonly db: Database,
    private catalogue: ResearchCatalogue,
  ) {
    this.variants = standardEquipmentById(catalogue);
  }

  static async of(db: Database): Promise<EquipmentTexts> {
    return new EquipmentTexts(db, await getResearchCatalogue(db));
  }

  /**
   * Before a batch: a variant the catalogue copy does not know was added since it was read,
   * so the copy is read again (once per copy) rather than the listing losing its equipment.
   */
  async prepare(rows: readonly { variantId: number | null }[]): Promise<void> {
    if (rereadCopies.has(this.catalogue) || rows.every((r) => r.variantId === null || this.variants.has(r.variantId))) return;
    this.catalogue = await refreshResearchCatalogue(this.db);
    rereadCopies.add(this.catalogue);
    this.variants = standardEquipmentById(this.catalogue);
    this.memo.clear();
  }

  /** `own`: the listing's features as the row text has them ("sunroof | abs"). */
  textOf(variantId: number | null, own: string): string {
    // By variant, then own text: no key string is built per row (a million rows at start-up).
    const variantKey = variantId ?? -1;
    let byOwn = this.memo.get(variantKey);
    if (!byOwn) this.memo.set(variantKey, (byOwn = new Map()));
    let text = byOwn.get(own);
    if (text === undefined) {
      const standard = variantId === null ? null : (this.variants.get(variantId) ?? null);
      text = equipmentText(own === "" ? [] : own.split(" | "), standard);
      byOwn.set(own, text);
    }
    return text;
  }
}
