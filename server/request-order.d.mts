export declare function arriving<T>(arrivedAt: number, work: () => T): T;
export declare function arrivalTime(): number;
