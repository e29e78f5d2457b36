import { createContext } from "react-router";

/**
 * The TCP peer address of the request, set by the production server (server/app.ts).
 * Routes turn it into the client IP (honouring X-Forwarded-For only behind a trusted proxy).
 * Where no server sets it (React Router's own tooling), it keeps this default.
 */
export const clientAddressContext = createContext<string>("0.0.0.0");
