/** A port nobody listens on right now on 127.0.0.1. */
export declare function freePort(): Promise<number>;
/** Whether `url` answers 200 within two seconds (the body is read so the socket is freed). */
export declare function answers200(url: string): Promise<boolean>;
