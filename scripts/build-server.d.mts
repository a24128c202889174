// Types of scripts/build-server.mjs, for the tests that build the server before starting it.
export declare const SERVER_ENTRY: string
export declare function buildServer(): Promise<string>
