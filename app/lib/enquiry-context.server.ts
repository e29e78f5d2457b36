import { createContext } from "react-router";
import type { EnquiryService } from "../../server/enquiries/service";

/**
 * The enquiry service the production server (server/app.ts) started, for the /contact
 * action (also under `npm run dev`). Null where no server provides one: the action then
 * answers 503 like an unavailable database.
 */
export const enquiryServiceContext = createContext<EnquiryService | null>(null);
