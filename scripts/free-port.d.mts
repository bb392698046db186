export declare function freePortSync(): number;
