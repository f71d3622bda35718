export declare const BUDGET_BYTES: number;
export declare const KNOWN_OVER_BUDGET: Record<string, number>;
export declare function routeScriptBytes(clientDir?: string): Map<string, number>;
export declare function checkBudget(sizes: Map<string, number>): { problems: string[]; notes: string[] };
