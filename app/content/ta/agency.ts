/** What the pages write about the agency, in Tamil: the twin of ../en/agency.ts. */
import type { AgencyText } from "../en/agency";
import { siteIdentity } from "~/shared/site";
import { formatMonth } from "../text";

export const agencyTa: AgencyText = {
  description:
    "மதுரையில் உள்ள டிஜிட்டல் ஏஜென்சி: டிஜிட்டல் மார்க்கெட்டிங், Meta Ads, வீடியோ எடிட்டிங், போஸ்டர் டிசைன், SEO, வெப்சைட், ஆப் டெவலப்மென்ட்.",
  founded: { display: formatMonth(siteIdentity.founded.iso, "ta") },
  address: { display: "கோரிப்பாளையம், மதுரை, தமிழ்நாடு 625002" },
};
