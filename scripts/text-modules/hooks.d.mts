export declare const TEXT_FILE: RegExp;
