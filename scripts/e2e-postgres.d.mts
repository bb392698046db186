export declare const TEST_POSTGRES_URL: string;
export declare function shownUrl(url?: string): string;
export declare function postgresAnswers(): Promise<true | string>;
export declare function createE2EDatabase(prefix: string): Promise<string>;
export declare function dropE2EDatabase(url: string): Promise<void>;
export declare function notRunBanner(title: string, reason: string, instead: string): string;
export declare function createE2EDatabaseSync(
  prefix: string,
): { url: string; notRun?: undefined } | { url?: undefined; notRun: string };
export declare function dropE2EDatabaseSync(url: string): void;
