/** The home search's brand dropdown, exactly as the spec lists it (section 9). */
export const ALL_BRANDS_LABEL = "All Brands";

export const HOME_SEARCH_BRANDS = [
  "Audi",
  "BMW",
  "Ferrari",
  "Honda",
  "Hyundai",
  "Kia",
  "Lamborghini",
  "Maruti Suzuki",
  "Maserati",
  "Mercedes-Benz",
  "Porsche",
  "Rolls-Royce",
  "Tata",
  "Tesla",
  "Toyota",
  "Volkswagen",
] as const;
