/**
 * The demo catalogue used when the reference data folder is absent: popular cars sold in India
 * with approximate ex-showroom prices (rupees) and headline specs. Anything not listed here is
 * stored as null (shown as N/A), never guessed.
 */
import { emptySpecs } from "../../lib/variant-specs";
import type { BodyType, FuelType } from "../../lib/vehicle-vocabulary";
import type { CatalogueVariantInput } from "./catalogue-specs";
import { normaliseTransmission } from "./normalise-vocab";

/** [variant, ex-showroom price, fuel, gearbox, cc, bhp, Nm, km/l (km/kg for CNG), seats, electric range km] */
type V = [string, number, FuelType, string, number | null, number, number, number | null, number, number?];
type M = [make: string, model: string, body: BodyType, variants: V[]];

export const DEMO_CATALOGUE: readonly M[] = [
  ["Maruti Suzuki", "Swift", "Hatchback", [["LXi", 599000, "Petrol", "Manual", 1197, 80.5, 111.7, 24.8, 5], ["ZXi AMT", 849000, "Petrol", "AMT", 1197, 80.5, 111.7, 25.75, 5]]],
  ["Maruti Suzuki", "Dzire", "Sedan", [["VXi", 679000, "Petrol", "Manual", 1197, 88.5, 113, 22.41, 5], ["ZXi Plus AMT", 939000, "Petrol", "AMT", 1197, 88.5, 113, 22.61, 5]]],
  ["Maruti Suzuki", "Baleno", "Hatchback", [["Sigma", 666000, "Petrol", "Manual", 1197, 88.5, 113, 22.35, 5], ["Alpha AMT", 988000, "Petrol", "AMT", 1197, 88.5, 113, 22.94, 5]]],
  ["Maruti Suzuki", "Brezza", "SUV", [["LXi", 834000, "Petrol", "Manual", 1462, 101.6, 136.8, 17.38, 5], ["ZXi Plus AT", 1414000, "Petrol", "Automatic", 1462, 101.6, 136.8, 19.8, 5]]],
  ["Maruti Suzuki", "Ertiga", "MUV", [["LXi", 869000, "Petrol", "Manual", 1462, 101.6, 136.8, 20.51, 7], ["ZXi CNG", 1208000, "CNG", "Manual", 1462, 86.6, 121.5, 26.11, 7]]],
  ["Maruti Suzuki", "Wagon R", "Hatchback", [["LXi", 554000, "Petrol", "Manual", 998, 65.7, 89, 24.35, 5], ["VXi CNG", 689000, "CNG", "Manual", 998, 55.9, 82.1, 34.05, 5]]],
  ["Maruti Suzuki", "Alto K10", "Hatchback", [["STD", 399000, "Petrol", "Manual", 998, 65.7, 89, 24.39, 4]]],
  ["Maruti Suzuki", "Grand Vitara", "SUV", [["Sigma", 1070000, "Petrol", "Manual", 1462, 101.6, 136.8, 21.11, 5], ["Alpha Plus Hybrid", 1996000, "Hybrid", "CVT", 1490, 91.2, 122, 27.97, 5]]],
  ["Hyundai", "i20", "Hatchback", [["Magna", 704000, "Petrol", "Manual", 1197, 82, 114.7, 20.35, 5], ["Asta (O) IVT", 1121000, "Petrol", "CVT", 1197, 86.7, 114.7, 19.65, 5]]],
  ["Hyundai", "Creta", "SUV", [["E", 1100000, "Petrol", "Manual", 1497, 113.4, 143.8, 17.4, 5], ["SX (O) Diesel AT", 2015000, "Diesel", "Automatic", 1493, 114, 250, 19.1, 5]]],
  ["Hyundai", "Venue", "SUV", [["E", 794000, "Petrol", "Manual", 1197, 82, 114.7, 17.5, 5], ["SX (O) Turbo DCT", 1336000, "Petrol", "DCT", 998, 118.4, 172, 18.3, 5]]],
  ["Hyundai", "Verna", "Sedan", [["EX", 1100000, "Petrol", "Manual", 1497, 113.4, 143.8, 18.6, 5], ["SX (O) Turbo DCT", 1745000, "Petrol", "DCT", 1482, 157.6, 253, 20, 5]]],
  ["Hyundai", "Grand i10 Nios", "Hatchback", [["Era", 592000, "Petrol", "Manual", 1197, 82, 113.8, 18.9, 5], ["Asta AMT", 856000, "Petrol", "AMT", 1197, 82, 113.8, 18.9, 5]]],
  ["Hyundai", "Tucson", "SUV", [["Platinum AT", 2902000, "Petrol", "Automatic", 1999, 154, 192, 13, 5]]],
  ["Tata", "Nexon", "SUV", [["Smart", 815000, "Petrol", "Manual", 1199, 118, 170, 17.44, 5], ["Fearless Plus Diesel", 1450000, "Diesel", "Manual", 1497, 113.4, 260, 23.23, 5]]],
  ["Tata", "Punch", "SUV", [["Pure", 613000, "Petrol", "Manual", 1199, 86, 113, 20.09, 5], ["Creative AMT", 1000000, "Petrol", "AMT", 1199, 86, 113, 18.8, 5]]],
  ["Tata", "Tiago", "Hatchback", [["XE", 565000, "Petrol", "Manual", 1199, 84.8, 113, 19.01, 5], ["XZ Plus CNG", 810000, "CNG", "Manual", 1199, 72.4, 95, 26.49, 5]]],
  ["Tata", "Harrier", "SUV", [["Smart", 1549000, "Diesel", "Manual", 1956, 167.6, 350, 16.8, 5], ["Fearless Plus AT", 2644000, "Diesel", "Automatic", 1956, 167.6, 350, 14.6, 5]]],
  ["Tata", "Altroz", "Hatchback", [["XE", 665000, "Petrol", "Manual", 1199, 86.8, 115, 19.33, 5]]],
  ["Tata", "Nexon EV", "SUV", [["Creative Plus", 1449000, "Electric", "Automatic", null, 127, 215, null, 5, 325], ["Empowered Plus LR", 1949000, "Electric", "Automatic", null, 142, 215, null, 5, 465]]],
  ["Tata", "Safari", "SUV", [["Smart", 1619000, "Diesel", "Manual", 1956, 167.6, 350, 16.3, 7]]],
  ["Mahindra", "XUV700", "SUV", [["MX", 1399000, "Petrol", "Manual", 1997, 197, 380, 13, 5], ["AX7 L Diesel AT", 2699000, "Diesel", "Automatic", 2184, 182, 450, 16.57, 7]]],
  ["Mahindra", "Scorpio-N", "SUV", [["Z2", 1385000, "Petrol", "Manual", 1997, 200, 370, 12.12, 7], ["Z8 L Diesel AT", 2454000, "Diesel", "Automatic", 2184, 172, 400, 14.5, 7]]],
  ["Mahindra", "Thar", "SUV", [["AX (O)", 1125000, "Petrol", "Manual", 1997, 150, 300, 15.2, 4], ["LX Diesel AT", 1760000, "Diesel", "Automatic", 2184, 130, 300, 15.2, 4]]],
  ["Mahindra", "XUV300", "SUV", [["W4", 799000, "Petrol", "Manual", 1197, 108.6, 200, 17, 5]]],
  ["Mahindra", "Bolero", "SUV", [["B4", 979000, "Diesel", "Manual", 1493, 74.9, 210, 16, 7]]],
  ["Toyota", "Innova Crysta", "MUV", [["GX", 1999000, "Diesel", "Manual", 2393, 147.5, 343, null, 7]]],
  ["Toyota", "Fortuner", "SUV", [["4x2 AT", 3343000, "Petrol", "Automatic", 2694, 164, 245, 10, 7], ["Legender 4x4 AT", 4372000, "Diesel", "Automatic", 2755, 201, 500, 14, 7]]],
  ["Toyota", "Glanza", "Hatchback", [["E", 686000, "Petrol", "Manual", 1197, 88.5, 113, 22.35, 5]]],
  ["Toyota", "Urban Cruiser Hyryder", "SUV", [["E", 1114000, "Petrol", "Manual", 1462, 101.6, 136.8, 21.12, 5], ["V Hybrid", 1976000, "Hybrid", "CVT", 1490, 91.2, 122, 27.97, 5]]],
  ["Toyota", "Camry", "Sedan", [["Hybrid", 4617000, "Hybrid", "CVT", 2487, 215, 221, 19.1, 5]]],
  ["Honda", "City", "Sedan", [["SV", 1182000, "Petrol", "Manual", 1498, 119, 145, 17.8, 5], ["ZX CVT", 1635000, "Petrol", "CVT", 1498, 119, 145, 18.4, 5]]],
  ["Honda", "Amaze", "Sedan", [["E", 727000, "Petrol", "Manual", 1199, 89, 110, 18.6, 5]]],
  ["Honda", "Elevate", "SUV", [["SV", 1158000, "Petrol", "Manual", 1498, 119, 145, 15.31, 5]]],
  ["Kia", "Seltos", "SUV", [["HTE", 1090000, "Petrol", "Manual", 1497, 113.4, 144, 17, 5], ["GTX Plus DCT", 2000000, "Petrol", "DCT", 1482, 157.8, 253, 17.9, 5]]],
  ["Kia", "Sonet", "SUV", [["HTE", 799000, "Petrol", "Manual", 1197, 81.8, 115, 18.4, 5]]],
  ["Kia", "Carens", "MUV", [["Premium", 1052000, "Petrol", "Manual", 1497, 113.4, 144, 15.7, 7]]],
  ["MG", "Hector", "SUV", [["Style", 1399000, "Petrol", "Manual", 1451, 141, 250, 13.79, 5], ["Savvy Pro CVT", 2200000, "Petrol", "CVT", 1451, 141, 250, 12.34, 5]]],
  ["MG", "Astor", "SUV", [["Sprint", 998000, "Petrol", "Manual", 1498, 108, 144, 15.43, 5]]],
  ["MG", "Comet EV", "Hatchback", [["Executive", 699000, "Electric", "Automatic", null, 41.4, 110, null, 4, 230]]],
  ["MG", "ZS EV", "SUV", [["Executive", 1898000, "Electric", "Automatic", null, 174.3, 280, null, 5, 461]]],
  ["Renault", "Kwid", "Hatchback", [["RXE", 470000, "Petrol", "Manual", 999, 67, 91, 21.46, 5]]],
  ["Renault", "Triber", "MUV", [["RXE", 611000, "Petrol", "Manual", 999, 71, 96, 18.2, 7]]],
  ["Renault", "Kiger", "SUV", [["RXE", 600000, "Petrol", "Manual", 999, 71, 96, 19.17, 5]]],
  ["Skoda", "Slavia", "Sedan", [["Active", 1163000, "Petrol", "Manual", 999, 113.4, 178, 20.32, 5]]],
  ["Skoda", "Kushaq", "SUV", [["Active", 1189000, "Petrol", "Manual", 999, 113.4, 178, 19.76, 5]]],
  ["Skoda", "Superb", "Sedan", [["L&K", 3599000, "Petrol", "DCT", 1984, 187.7, 320, 15.1, 5]]],
  ["Volkswagen", "Virtus", "Sedan", [["Comfortline", 1156000, "Petrol", "Manual", 999, 113.4, 178, 20.8, 5]]],
  ["Volkswagen", "Taigun", "SUV", [["Comfortline", 1170000, "Petrol", "Manual", 999, 113.4, 178, 19.87, 5]]],
  ["Nissan", "Magnite", "SUV", [["XE", 600000, "Petrol", "Manual", 999, 71, 96, 18.75, 5]]],
  ["Jeep", "Compass", "SUV", [["Sport", 2099000, "Diesel", "Manual", 1956, 168, 350, 17.1, 5]]],
  ["BMW", "3 Series Gran Limousine", "Sedan", [["330Li M Sport", 6060000, "Petrol", "Automatic", 1998, 254.8, 400, 15.39, 5]]],
  ["BMW", "X1", "SUV", [["sDrive18i", 4990000, "Petrol", "DCT", 1499, 134.1, 230, 16.35, 5]]],
  ["BMW", "X5", "SUV", [["xDrive40i M Sport", 9690000, "Petrol", "Automatic", 2998, 375.5, 520, 12, 5]]],
  ["Mercedes-Benz", "C-Class", "Sedan", [["C 200", 6100000, "Petrol", "Automatic", 1496, 201, 300, 15, 5]]],
  ["Mercedes-Benz", "E-Class", "Sedan", [["E 200", 7600000, "Petrol", "Automatic", 1991, 194, 320, 15, 5]]],
  ["Mercedes-Benz", "GLC", "SUV", [["300 4MATIC", 7390000, "Petrol", "Automatic", 1999, 254.8, 400, 14.7, 5]]],
  ["Audi", "A4", "Sedan", [["Premium", 4590000, "Petrol", "DCT", 1984, 187.7, 320, 17.4, 5]]],
  ["Audi", "Q3", "SUV", [["Premium", 4460000, "Petrol", "DCT", 1984, 187.7, 320, 14.9, 5]]],
];

/** A few features a shopper would expect at each price, for demo spec sheets. */
function demoFeatures(price: number): string[] {
  const features = ["2 Airbags", "ABS", "EBD"];
  if (price >= 800_000) features.push("Touchscreen Infotainment", "Android Auto", "Apple CarPlay", "Rear Parking Camera");
  if (price >= 1_200_000) features.push("6 Airbags", "Automatic Climate Control", "Cruise Control", "Keyless Entry", "Push Button Start");
  if (price >= 1_800_000) features.push("Sunroof", "Leather Seats");
  return features.filter((f) => !(f === "2 Airbags" && price >= 1_200_000));
}

export function demoCatalogueInputs(): CatalogueVariantInput[] {
  return DEMO_CATALOGUE.flatMap(([make, model, bodyType, variants]) =>
    variants.map(([variant, price, fuel, gearbox, cc, bhp, nm, economy, seats, rangeKm]) => {
      const specs = emptySpecs();
      specs.engine.displacementCc = cc;
      specs.engine.gearbox = gearbox;
      specs.performance = { ...specs.performance, powerBhp: bhp, torqueNm: nm, fuelEconomy: economy, rangeKm: rangeKm ?? null };
      specs.dimensions.seats = seats;
      return {
        sourceKey: `demo:${make}/${model}/${variant}`.toLowerCase(),
        make,
        model,
        variant,
        exShowroomPrice: price,
        fuelType: fuel,
        transmission: normaliseTransmission(gearbox)?.transmission ?? null,
        gearbox,
        bodyType,
        seats,
        engineCc: cc,
        powerBhp: bhp,
        torqueNm: nm,
        fuelEconomy: economy,
        rangeKm: rangeKm ?? null,
        specs,
        features: demoFeatures(price),
      };
    }),
  );
}
