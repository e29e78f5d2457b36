/**
 * Gives a stored enquiry an attribution by writing its columns (migration 10) directly, for the
 * tests of what reads them (the inbox, its exports): independent of how the form's field is taken in.
 */
import type { Attribution } from "../../app/shared/analytics";
import type { SqlDatabase } from "../../server/db/sql";

export async function storeAttribution(sql: SqlDatabase, enquiryId: number, attribution: Attribution): Promise<void> {
  await sql.query(
    `UPDATE enquiries SET source = ?, referrer_host = ?, utm_source = ?, utm_medium = ?, utm_campaign = ?, utm_term = ?,
     utm_content = ?, click = ?, landing_path = ? WHERE id = ?`,
    [
      attribution.source,
      attribution.referrer ?? null,
      attribution.utmSource ?? null,
      attribution.utmMedium ?? null,
      attribution.utmCampaign ?? null,
      attribution.utmTerm ?? null,
      attribution.utmContent ?? null,
      attribution.click ?? null,
      attribution.landing,
      enquiryId,
    ],
  );
}
