export declare const BUDGET_BYTES: number;
export declare function routeScriptBytes(clientDir?: string): Map<string, number>;
export declare function checkBudget(sizes: Map<string, number>): string[];
