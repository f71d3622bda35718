/** The articles a fresh install starts with (written for CarSaathi; see types.ts). */
import { MARKET_ARTICLES } from "./market";
import { RUNNING_COST_ARTICLES } from "./running-costs";
import { SAFETY_TECH_ARTICLES } from "./safety-tech";
import type { NewsSeedArticle } from "./types";

export type { NewsSeedArticle };

export const NEWS_SEED_ARTICLES: NewsSeedArticle[] = [...RUNNING_COST_ARTICLES, ...MARKET_ARTICLES, ...SAFETY_TECH_ARTICLES];
