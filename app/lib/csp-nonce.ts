import { createContext } from "react-router";

/**
 * The Content-Security-Policy nonce of a server-rendered response, set per request by the
 * production server (server/app.ts) and put on every inline script by app/entry.server.tsx.
 * Empty at build time: pre-rendered pages are covered by the hashes of their inline
 * scripts instead (scripts/csp-hashes.js), so no nonce is ever baked into a file.
 */
export const cspNonceContext = createContext<string>("");
