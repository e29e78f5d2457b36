/**
 * Opens the store DATABASE_URL points at. Apart from store.ts (the contract) so that the
 * two implementations, which import the contract, are not imported back by it.
 */
import type { DatabaseTarget } from "../config";
import type { EnquiryStore } from "./store";

/** Opens the store DATABASE_URL points at (without migrating it). */
export async function openEnquiryStore(target: DatabaseTarget): Promise<EnquiryStore> {
  if (target.kind === "sqlite") {
    // Stryker disable next-line StringLiteral: a module path must stay a literal for Vite to resolve it.
    const { SqliteEnquiryStore } = await import("./sqlite-store");
    return new SqliteEnquiryStore(target.file);
  }
  // Stryker disable next-line StringLiteral: as above.
  const { PostgresEnquiryStore } = await import("./postgres-store");
  return new PostgresEnquiryStore(target.url);
}
