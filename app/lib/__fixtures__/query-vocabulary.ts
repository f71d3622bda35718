import { parseQuery, type QueryVocabulary } from "../query-parser";

/** A small catalogue vocabulary for the query parser's tests (and the chips built from it). */
export const vocab: QueryVocabulary = {
  makes: [
    { name: "Maruti Suzuki", aliases: ["maruti"] },
    { name: "Hyundai" },
    { name: "Tata" },
    { name: "Mahindra" },
    { name: "Honda" },
    { name: "Toyota" },
    { name: "Kia" },
    { name: "MG" },
    { name: "Mercedes-Benz", aliases: ["mercedes", "benz"] },
    { name: "BMW" },
    { name: "Audi" },
    { name: "Land Rover" },
    { name: "Volkswagen" },
    { name: "Skoda" },
    { name: "Renault" },
    { name: "Nissan" },
    { name: "Ford" },
    { name: "Jeep" },
    { name: "Datsun" },
    { name: "Volvo" },
  ],
  models: [
    { make: "Hyundai", name: "Creta" },
    { make: "Hyundai", name: "Venue" },
    { make: "Hyundai", name: "i20" },
    { make: "Maruti Suzuki", name: "Swift" },
    { make: "Maruti Suzuki", name: "Wagon R" },
    { make: "Maruti Suzuki", name: "Baleno" },
    { make: "Maruti Suzuki", name: "800" },
    { make: "Honda", name: "City" },
    { make: "Honda", name: "Amaze" },
    { make: "Tata", name: "Nexon" },
    { make: "Tata", name: "Nexon EV" },
    { make: "Mahindra", name: "Thar" },
    { make: "Mahindra", name: "XUV500" },
    { make: "Mahindra", name: "Scorpio" },
    { make: "Toyota", name: "Innova" },
    { make: "Toyota", name: "Innova Crysta" },
    { make: "Toyota", name: "Fortuner" },
    { make: "Kia", name: "Seltos" },
    { make: "MG", name: "Hector" },
    { make: "Mercedes-Benz", name: "C-Class" },
    { make: "BMW", name: "X1" },
    { make: "BMW", name: "3 Series" },
    { make: "Audi", name: "A4" },
    { make: "Land Rover", name: "Range Rover" },
    { make: "Land Rover", name: "Range Rover Sport" },
    { make: "Volkswagen", name: "Polo" },
    { make: "Skoda", name: "Superb" },
    { make: "Renault", name: "Kwid" },
    { make: "Jeep", name: "Compass" },
    { make: "Datsun", name: "Go" },
  ],
  cities: [
    "Mumbai", "Delhi", "Bangalore", "Pune", "Hyderabad", "Chennai",
    "Kolkata", "Jaipur", "Ahmedabad", "Kochi", "Coimbatore",
  ],
};

/** The "current" year of these tests, so year words ("after 2020", "new") read the same every year. */
export const YEAR = 2025;

export const parse = (query: string) => parseQuery(query, vocab, YEAR);
