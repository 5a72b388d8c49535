/** The server bundle `npm start` runs (apps/server/dist/server.mjs). */
export declare const SERVER_BUNDLE: string;
/** Bundles the server; with `ifStale`, only when its sources are newer than the bundle. */
export declare function buildServer(options?: { ifStale?: boolean }): Promise<void>;
