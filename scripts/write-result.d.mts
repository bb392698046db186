export declare function writeResult(file: string, value: unknown): Promise<void>;
