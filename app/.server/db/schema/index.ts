/**
 * The database schema. One dialect (PostgreSQL 15+): the embedded PGlite and a real server run
 * the same migrations. One file per concern; tables for later features (chat, content, pricing)
 * arrive with their issues.
 */
export * from "./catalogue";
export * from "./listings";
export * from "./activity";
export * from "./accounts";
export * from "./buyer";
export * from "./saved-searches";
export * from "./pricing";
export * from "./selling";
export * from "./new-car-leads";
export * from "./partners";
export * from "./messaging";
export * from "./content";
export * from "./blog";
export * from "./web-vitals";
