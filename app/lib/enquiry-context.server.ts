import { createContext } from "react-router";
import type { EnquiryService } from "../../server/enquiries/service";

/**
 * The enquiry service the production server (server/app.ts) started, for the /contact
 * action. Null where no server provides one (`react-router dev`): the action then
 * answers 503 like an unavailable database.
 */
export const enquiryServiceContext = createContext<EnquiryService | null>(null);
