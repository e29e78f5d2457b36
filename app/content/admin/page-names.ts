/**
 * The words a page's name is made of for the owner (app/content/page-names.server.ts): a service
 * page by its service, and a page in the other language marked with that language.
 */
import { bilingual } from "~/content/admin/bilingual";

export const pageNamesCopy = bilingual(
  {
    service: (name: string) => `${name} service`,
    /** `language`: the page's, in the owner's words ("Home (Tamil)"). */
    inLanguage: (name: string, language: string) => `${name} (${language})`,
  },
  {
    service: (name: string) => `${name} சேவை`,
    inLanguage: (name: string, language: string) => `${name} (${language})`,
  },
);
